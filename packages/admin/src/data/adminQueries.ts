import { Admin, Companies, DriverSubscriptions, Employees } from "@haulboard/api/contract";
import { hooksFor } from "@haulboard/api/react";
import { alertTextOf } from "@haulboard/shell/forms";
import { keepPreviousData } from "@tanstack/react-query";

// Only the resources these screens call: the route carries their contract modules, not the whole api.
const companies = hooksFor("companies", Companies.companiesCalls);
const admin = hooksFor("admin", Admin.adminCalls);
const employees = hooksFor("employees", Employees.employeesCalls);
const driverSubscriptions = hooksFor("driverSubscriptions", DriverSubscriptions.driverSubscriptionsCalls);

/** The text an admin sees for a failed call: the recipe's one mapping (access §8 alert rule). */
export const errorText = (error: unknown): string | undefined => (error ? alertTextOf(error) : undefined);

/** An Error carrying the alert text, for views that show a rejected action's message. */
export const asMessageError = (error: unknown): Error => new Error(errorText(error));

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

export const useDriverSearch = driverSubscriptions.useSearch;

export const useCancelSubscription = driverSubscriptions.useCancel;

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
