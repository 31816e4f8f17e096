import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { loadCompany } from "./shared.ts";

const getCompany = async ({ params, deps }: HandlerInput<"companies.get">) => ({
  data: await loadCompany(deps.db, params.id),
});

export const getRoute: Route<"companies.get"> = {
  access: roles(companyPortalRoles, "ownCompany"),
  handle: getCompany,
};
