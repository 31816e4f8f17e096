import type { HandlerInput, Route } from "../http/context.ts";
import { adsAdmins, loadAd, toAd } from "./rows.ts";

const getAd = async ({ params, deps }: HandlerInput<"ads.get">) => ({
  data: toAd(deps, await loadAd(deps.db, params.id)),
});

export const getRoute: Route<"ads.get"> = { access: adsAdmins, handle: getAd };
