import type { HandlerInput, Route } from "../http/context.ts";
import { adsAdmins, loadSettings } from "./rows.ts";

const updateSettings = async ({ body, deps }: HandlerInput<"ads.updateSettings">) => {
  await deps.db.query(
    `update ad_settings set rotation = $1, frequency_cap = $2, home_placements = $3::text[], updated_at = now()`,
    [body.rotation, body.frequencyCap, body.homePlacements],
  );
  return { data: await loadSettings(deps.db) };
};

export const updateSettingsRoute: Route<"ads.updateSettings"> = { access: adsAdmins, handle: updateSettings };
