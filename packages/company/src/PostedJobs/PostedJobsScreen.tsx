import { apiQuery } from "@haulboard/api/react";
import { defaultPageSize } from "@haulboard/domain";
import { alertTextOf } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import type { DataGridQuery } from "@haulboard/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PostedJobsView } from "./PostedJobsView.tsx";

/** GET /jobs for the company, a page at a time (newest first, as the server orders them). */
export function PostedJobsScreen() {
  const client = useAppApi();
  const [page, setPage] = useState({ offset: 0, limit: defaultPageSize });
  const query = { query: page };
  const jobs = useQuery({
    ...apiQuery("jobs", "list", query, () => client.jobs.list(query)),
    placeholderData: keepPreviousData,
  });
  return (
    <PostedJobsView
      jobs={jobs.data?.data ?? []}
      total={jobs.data?.pagination?.total ?? 0}
      isLoading={jobs.isPending || jobs.isFetching}
      error={jobs.isError ? alertTextOf(jobs.error) : undefined}
      onQueryChange={(next: DataGridQuery) => {
        if (next.skip !== page.offset || next.pageSize !== page.limit)
          setPage({ offset: next.skip, limit: next.pageSize });
      }}
    />
  );
}
