import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { loadEmployer } from "./shared.ts";

export const getEmployer = async (input: HandlerInput<"employer.get">) => ({
  data: await loadEmployer(input),
});

// The employer profile: the company portal's people ("the admin token is used for employers calls").
export const getRoute: Route<"employer.get"> = { access: roles(companyPortalRoles), handle: getEmployer };
