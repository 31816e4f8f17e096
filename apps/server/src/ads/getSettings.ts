import type { HandlerInput, Route } from "../http/context.ts";
import { adsAdmins, loadSettings } from "./rows.ts";

const getSettings = async ({ deps }: HandlerInput<"ads.getSettings">) => ({
  data: await loadSettings(deps.db),
});

export const getSettingsRoute: Route<"ads.getSettings"> = { access: adsAdmins, handle: getSettings };
