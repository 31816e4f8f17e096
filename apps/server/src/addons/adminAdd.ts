import { adminRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkAddonChoices } from "../jobs/payload.ts";
import { addonsOf, toAddon } from "../jobs/rows.ts";
import { writableJob } from "../jobs/writable.ts";
import { setAddons } from "./choices.ts";

const adminAddAddons = async ({ params, body, caller, deps }: HandlerInput<"addons.adminAdd">) => {
  checkAddonChoices(body.addons);
  return deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    await setAddons(tx, params.id, body.addons, true);
    return { data: (await addonsOf(tx, [params.id])).map(toAddon) };
  });
};

// Admins only: free add-ons and boosts, and the review message to a job's company.
export const adminAddRoute: Route<"addons.adminAdd"> = { access: roles(adminRoles), handle: adminAddAddons };
