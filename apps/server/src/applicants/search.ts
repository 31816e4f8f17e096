import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { applicantPage, readableJob } from "./rows.ts";

const searchApplicants = async ({ params, query, body, caller, deps }: HandlerInput<"applicants.search">) => {
  await readableJob(deps.db, caller, params.id);
  return applicantPage(deps.db, params.id, body.filters, body.orders, query);
};

export const searchRoute: Route<"applicants.search"> = {
  access: roles(companyPortalRoles),
  handle: searchApplicants,
};
