import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { applicantPage, readableJob } from "./rows.ts";

const listApplicants = async ({ params, query, caller, deps }: HandlerInput<"applicants.list">) => {
  await readableJob(deps.db, caller, params.id);
  return applicantPage(deps.db, params.id, undefined, undefined, query);
};

// Reading applicants: the job section's roles (employer-work §2); internal users read any company's.
export const listRoute: Route<"applicants.list"> = {
  access: roles(companyPortalRoles),
  handle: listApplicants,
};
