import { defaultPageSize } from "@haulboard/domain";
import type { DataGridQuery } from "@haulboard/ui";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useDriverSearch } from "../data/driverQueries.ts";
import { errorText } from "../data/errors.ts";
import { ApplicantsView } from "./ApplicantsView.tsx";

/**
 * /admin/user-management (and /applicants): the contract has no admin-wide applicants call, so this lists
 * the driver accounts (the people who apply to jobs) through the driver search, newest first.
 */
export function ApplicantsScreen() {
  const [page, setPage] = useState<Pick<DataGridQuery, "skip" | "pageSize">>({
    skip: 0,
    pageSize: defaultPageSize,
  });
  const result = useDriverSearch(
    {
      query: { offset: page.skip, limit: page.pageSize },
      body: { orders: [{ field: "created_at", direction: "desc" }] },
    },
    { placeholderData: keepPreviousData },
  );
  return (
    <ApplicantsView
      applicants={result.data?.data ?? []}
      total={result.data?.pagination.total ?? 0}
      onQueryChange={(query) => setPage({ skip: query.skip, pageSize: query.pageSize })}
      isLoading={result.isFetching}
      error={errorText(result.error)}
    />
  );
}
