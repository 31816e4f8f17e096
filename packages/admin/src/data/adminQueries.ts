import { Admin } from "@haulboard/api/contract";
import { hooksFor } from "@haulboard/api/react";
import { keepPreviousData } from "@tanstack/react-query";

// The admins of user management (see companyQueries.ts for why each area has its own module).
const admin = hooksFor("admin", Admin.adminCalls);

/** The admins search: full_name ilike the text (none when blank), created_at ascending (access §7). */
export const adminSearchBody = (search: string): Admin.AdminSearchRequest => ({
  filters: search.trim() === "" ? [] : [{ field: "full_name", operator: "ilike", value: search.trim() }],
  orders: [{ field: "created_at", direction: "asc" }],
});

/** POST /admin/admins/search by page. */
export const useAdmins = (search: string, skip: number, take: number) =>
  admin.useSearchAdmins(
    { query: { offset: skip, limit: take }, body: adminSearchBody(search) },
    { placeholderData: keepPreviousData },
  );

export const useCreateAdmin = admin.useCreateAdmin;
