import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { listPage } from "./listPage.ts";
import { readableCompany } from "./rows.ts";

const listJobs = async ({ query, caller, deps }: HandlerInput<"jobs.list">) =>
  listPage(deps, readableCompany(caller, query.company_id), undefined, undefined, query);

export const listRoute: Route<"jobs.list"> = { access: roles(companyPortalRoles), handle: listJobs };
