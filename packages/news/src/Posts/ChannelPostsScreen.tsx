import { canWritePosts, defaultPageSize } from "@haulboard/domain";
import { useSession } from "@haulboard/shell";
import { useState } from "react";
import { errorText, useChannel, useChannelPosts } from "../data/newsQueries.ts";
import { ChannelPostsView } from "./ChannelPostsView.tsx";

/** /news/channels/:id: GET /news/channels/{id} and GET /news/channels/{id}/posts by page. */
export function ChannelPostsScreen({ channelId }: { readonly channelId: number }) {
  const { user } = useSession();
  const [page, setPage] = useState({ skip: 0, take: defaultPageSize });
  const channel = useChannel(channelId);
  const posts = useChannelPosts(channelId, page);
  return (
    <ChannelPostsView
      channel={channel.data}
      posts={posts.data?.data ?? []}
      total={posts.data?.pagination.total ?? 0}
      onQueryChange={(query) => setPage({ skip: query.skip, take: query.pageSize })}
      canWrite={canWritePosts(user?.roles ?? [])}
      isLoading={posts.isFetching || channel.isLoading}
      error={errorText(channel.error ?? posts.error)}
    />
  );
}
