import { jobWriterRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkAddonChoices } from "../jobs/payload.ts";
import { addonsOf, toAddon } from "../jobs/rows.ts";
import { repriceOpenPost, writableJob } from "../jobs/writable.ts";
import { setAddons } from "./choices.ts";

const replaceAddons = async ({ params, body, caller, deps }: HandlerInput<"addons.replace">) => {
  checkAddonChoices(body.addons);
  return deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    await setAddons(tx, params.id, body.addons, false);
    // On a post not paid yet the add-ons are paid with the post: its amount follows them.
    await repriceOpenPost(tx, params.id);
    return { data: (await addonsOf(tx, [params.id])).map(toAddon) };
  });
};

export const replaceRoute: Route<"addons.replace"> = { access: roles(jobWriterRoles), handle: replaceAddons };
