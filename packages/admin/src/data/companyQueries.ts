import { Admin, Companies, Employees } from "@haulboard/api/contract";
import { hooksFor } from "@haulboard/api/react";
import { keepPreviousData } from "@tanstack/react-query";

// One module per admin area, each with only the resources its screens call: a route carries those
// contract modules, not every admin resource (a module shared by all admin routes would be).
const companies = hooksFor("companies", Companies.companiesCalls);
const admin = hooksFor("admin", Admin.adminCalls);
const employees = hooksFor("employees", Employees.employeesCalls);

/** An `ilike` search: the server matches a plain text anywhere in the name (and escapes % and _). */
export const companySearchBody = (search: string): Companies.CompanySearchRequest => ({
  filters: search.trim() === "" ? [] : [{ field: "company_name", operator: "ilike", value: search.trim() }],
  orders: [{ field: "created_at", direction: "desc" }],
});

/** POST /companies/search: name ilike, newest first, 50 a page (access §7). */
export const useCompanySearch = (search: string, page: { skip: number; pageSize: number }) =>
  companies.useSearch(
    {
      query: { offset: page.skip, limit: page.pageSize, statistics: "true" },
      body: companySearchBody(search),
    },
    { placeholderData: keepPreviousData },
  );

/** The employees of a company, through the admin call. */
export const useCompanyEmployees = (companyId: number) =>
  admin.useListCompanyEmployers({ params: { id: companyId }, query: { offset: 0, limit: 100 } });

/** Add, reset a password, activate or deactivate; each refreshes the employees (api invalidation rules). */
export const useEmployeeMutations = () => ({
  add: employees.useAdd(),
  resetPassword: admin.useChangeEmployerPassword(),
  update: employees.useUpdate(),
});
