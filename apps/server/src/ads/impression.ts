import { publicCall } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { addFigures, today } from "./counting.ts";

/**
 * The slot's beacon. Every view adds to the viewer's `seen` of the day (the frequency cap); the ad's
 * impressions grow once per viewer and UTC day. A forged or expired token counts nothing.
 */
const recordImpression = async ({ body, deps }: HandlerInput<"ads.impression">) => {
  const token = deps.tokens.verifyAdToken(body.token, "ad-impression");
  if (token === null) return { data: { counted: false } };
  const counted = await deps.db.transaction(async (tx) => {
    const [view] = await tx.query<{ first: boolean }>(
      `insert into ad_views (ad_id, viewer_id, day)
       select a.id, u.id, ${today} from ads a, users u where a.id = $1 and u.id = $2
       on conflict (viewer_id, day, ad_id) do update set seen = ad_views.seen + 1
       returning (xmax = 0) as first`,
      [token.ad, token.viewerId],
    );
    if (!view?.first) return false;
    await addFigures(tx, token.ad, "impressions");
    return true;
  });
  return { data: { counted } };
};

export const impressionRoute: Route<"ads.impression"> = { access: publicCall, handle: recordImpression };
