import type { Companies } from "@haulboard/api/contract";

/** An `ilike` search: the server matches a plain text anywhere in the name (and escapes % and _). */
export const companySearchBody = (search: string): Companies.CompanySearchRequest => ({
  filters: search.trim() === "" ? [] : [{ field: "company_name", operator: "ilike", value: search.trim() }],
  orders: [{ field: "created_at", direction: "desc" }],
});
