import type { Admin } from "@haulboard/api/contract";
import { useApi } from "@haulboard/shell/portal";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

// The admins of user management (see companyQueries.ts for why each area has its own module).

/** The admins search: full_name ilike the text (none when blank), created_at ascending (access §7). */
export const adminSearchBody = (search: string): Admin.AdminSearchRequest => ({
  filters: search.trim() === "" ? [] : [{ field: "full_name", operator: "ilike", value: search.trim() }],
  orders: [{ field: "created_at", direction: "asc" }],
});

/** POST /admin/admins/search by page. */
export const useAdmins = (search: string, skip: number, take: number) =>
  useQuery(
    useApi().admin.searchAdmins.queryOptions(
      { query: { offset: skip, limit: take }, body: adminSearchBody(search) },
      { placeholderData: keepPreviousData },
    ),
  );

export const useCreateAdmin = () => useMutation(useApi().admin.createAdmin.mutationOptions());
