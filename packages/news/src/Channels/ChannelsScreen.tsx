import type { News } from "@haulboard/api";
import { canManageChannels, defaultPageSize, ErrorText } from "@haulboard/domain";
import { useSession } from "@haulboard/shell";
import { useSubmit } from "@haulboard/shell/forms";
import { useDebouncedValue } from "@haulboard/ui";
import { useRef, useState } from "react";
import {
  type ChannelStatus,
  errorText,
  useChannelSearch,
  useCreateChannel,
  useUpdateChannel,
} from "../data/newsQueries.ts";
import { ChannelListView } from "./ChannelListView.tsx";

/** /news (mode "list") and /admin/channels (mode "manage"): POST /news/channels/search and the channel calls. */
export function ChannelsScreen({ mode }: { readonly mode: "list" | "manage" }) {
  const { user } = useSession();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<ChannelStatus>("all");
  const [page, setPage] = useState({ skip: 0, take: defaultPageSize });
  const debounced = useDebouncedValue(search);
  const channels = useChannelSearch(debounced, status, page);
  const create = useCreateChannel();
  const update = useUpdateChannel();
  // The shell's recipe: the call, its loading state, 'Updated successfully' or the failure's alert.
  const saved = useRef(false);
  const submit = useSubmit(
    ({ id, input }: { id: number | undefined; input: News.ChannelInput }) =>
      id === undefined
        ? create.mutateAsync({ body: input })
        : update.mutateAsync({ params: { id }, body: input }),
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: () => {
        saved.current = true;
      },
    },
  );
  const save = async (id: number | undefined, input: News.ChannelInput) => {
    saved.current = false;
    await submit.submit({ id, input });
    return saved.current;
  };
  return (
    <ChannelListView
      // A new search or status starts the grid again on page 1.
      gridKey={`${debounced}|${status}`}
      mode={mode}
      channels={channels.data?.data ?? []}
      total={channels.data?.pagination.total ?? 0}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        setPage((current) => ({ ...current, skip: 0 }));
      }}
      status={status}
      onStatusChange={(value) => {
        setStatus(value);
        setPage((current) => ({ ...current, skip: 0 }));
      }}
      onQueryChange={(query) => setPage({ skip: query.skip, take: query.pageSize })}
      canManage={canManageChannels(user?.roles ?? [])}
      onSave={save}
      isLoading={channels.isFetching}
      error={errorText(channels.error)}
    />
  );
}
