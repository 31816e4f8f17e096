import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { companyOf, loadBillingInfo } from "./billing.ts";

const getBilling = async ({ caller, deps }: HandlerInput<"payment.getBilling">) => ({
  data: await loadBillingInfo(deps.db, companyOf(caller)),
});

// Reading billing is part of the settings every company member sees (read-only for company users).
export const getBillingRoute: Route<"payment.getBilling"> = {
  access: roles(companySettingsRoles),
  handle: getBilling,
};
