import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { listPage } from "./listPage.ts";
import { readableCompany } from "./rows.ts";

const searchJobs = async ({ body, query, caller, deps }: HandlerInput<"jobs.search">) => {
  const companyId = readableCompany(caller, undefined);
  return listPage(deps, companyId, body.filters, body.orders, query);
};

// The job section's roles (employer-work §2); company members see their own company's jobs only.
export const searchRoute: Route<"jobs.search"> = { access: roles(companyPortalRoles), handle: searchJobs };
