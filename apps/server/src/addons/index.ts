// A posted job's add-ons (employer-work §4 "Job actions"; issue 17): list, replace, change, and the admins'
// free add-ons and boost. Paying for them is payment.payAddons (src/payment/payAddons.ts).
import type { Routes } from "../http/context.ts";
import { adminAddRoute } from "./adminAdd.ts";
import { adminBoostRoute } from "./adminBoost.ts";
import { listRoute } from "./list.ts";
import { replaceRoute } from "./replace.ts";
import { updateRoute } from "./update.ts";

export const addonsRoutes: Routes = {
  "addons.list": listRoute,
  "addons.replace": replaceRoute,
  "addons.update": updateRoute,
  "addons.adminAdd": adminAddRoute,
  "addons.adminBoost": adminBoostRoute,
};
