import { adminRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { toAddon } from "../jobs/rows.ts";
import { adminBoostJob } from "../jobs/writable.ts";

const adminBoost = async ({ params, caller, deps }: HandlerInput<"addons.adminBoost">) => ({
  data: toAddon(await adminBoostJob(deps, caller, params.id)),
});

export const adminBoostRoute: Route<"addons.adminBoost"> = { access: roles(adminRoles), handle: adminBoost };
