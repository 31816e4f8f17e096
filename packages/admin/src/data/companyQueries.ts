import { useApi } from "@haulboard/shell/portal";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { companySearchBody } from "./companySearchBody.ts";

// One module per admin area, each with only what its screens call. The calls' contract modules load with
// the first call (the api client's groups), not with the route.

/** POST /companies/search: name ilike, newest first, 50 a page (access §7). */
export const useCompanySearch = (search: string, page: { skip: number; pageSize: number }) =>
  useQuery(
    useApi().companies.search.queryOptions(
      {
        query: { offset: page.skip, limit: page.pageSize, statistics: "true" },
        body: companySearchBody(search),
      },
      { placeholderData: keepPreviousData },
    ),
  );

/** The employees of a company, through the admin call. */
export const useCompanyEmployees = (companyId: number) =>
  useQuery(
    useApi().admin.listCompanyEmployers.queryOptions({
      params: { id: companyId },
      query: { offset: 0, limit: 100 },
    }),
  );

/** Add, reset a password, activate or deactivate; each refreshes the employees (api invalidation rules). */
export const useEmployeeMutations = () => {
  const api = useApi();
  return {
    add: useMutation(api.employees.add.mutationOptions()),
    resetPassword: useMutation(api.admin.changeEmployerPassword.mutationOptions()),
    update: useMutation(api.employees.update.mutationOptions()),
  };
};
