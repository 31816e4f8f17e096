// Ads (issue 21; employer-work §2 "Ads", §7 "/ads, /ads/search, /ads/{id}, /ads/settings"): the ads admins'
// campaigns, the slots' serving, and the counting of impressions and clicks. Design: packages/ads/README.md.
import type { Routes } from "../http/context.ts";
import { clickRoute } from "./click.ts";
import { createRoute } from "./create.ts";
import { deleteRoute } from "./delete.ts";
import { duplicateRoute } from "./duplicate.ts";
import { getRoute } from "./get.ts";
import { getSettingsRoute } from "./getSettings.ts";
import { impressionRoute } from "./impression.ts";
import { listRoute } from "./list.ts";
import { searchRoute } from "./search.ts";
import { serveRoute } from "./serve.ts";
import { updateRoute } from "./update.ts";
import { updateSettingsRoute } from "./updateSettings.ts";

export const adsRoutes: Routes = {
  "ads.list": listRoute,
  "ads.search": searchRoute,
  "ads.get": getRoute,
  "ads.create": createRoute,
  "ads.update": updateRoute,
  "ads.duplicate": duplicateRoute,
  "ads.delete": deleteRoute,
  "ads.getSettings": getSettingsRoute,
  "ads.updateSettings": updateSettingsRoute,
  "ads.serve": serveRoute,
  "ads.impression": impressionRoute,
  "ads.click": clickRoute,
};
