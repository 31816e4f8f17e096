import { defaultPageSize } from "@haulboard/domain";
import { alertTextOf } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApplicationsView } from "./ApplicationsView.tsx";

/** GET /members/applications, a page at a time. */
export function ApplicationsScreen() {
  const api = useApi();
  const [page, setPage] = useState(1);
  const input = { query: { offset: (page - 1) * defaultPageSize, limit: defaultPageSize } };
  const applications = useQuery(
    api.members.listApplications.queryOptions(input, { placeholderData: keepPreviousData }),
  );
  return (
    <ApplicationsView
      applications={applications.data?.data ?? []}
      total={applications.data?.pagination.total ?? 0}
      page={page}
      pageSize={defaultPageSize}
      isLoading={applications.isPending}
      error={applications.isError ? alertTextOf(applications.error) : undefined}
      onPageChange={setPage}
    />
  );
}
