import { appError, Errors } from "../errors/catalogue.ts";
import { publicCall } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { countOnce } from "../http/countOnce.ts";
import { addFigures, today } from "./counting.ts";
import { adStatusSql } from "./rows.ts";

/**
 * The slot's link, for an ad that is serving (else 404: ids are sequential, and a draft's or a paused
 * campaign's target is nobody's business). Redirects to the ad's target in every other case (a reader is
 * never stuck). A GET counts as the industry counts (IAB/MRC): one click per viewer, ad and UTC day, and
 * only against an impression the viewer's slot recorded (today or yesterday: a token lives an hour). Any
 * other GET — no, a forged, an expired or another ad's token, no impression, a repeat — is filtered: it
 * adds to the ad's invalid clicks, reported apart. HEAD counts nothing.
 */
const clickAd = async ({ params, query, c, deps }: HandlerInput<"ads.click">) => {
  const [ad] = await deps.db.query<{ target_url: string }>(
    `select a.target_url from ads a where a.id = $1 and a.media_file_name is not null and ${adStatusSql} = 'running'`,
    [params.id],
  );
  if (!ad) throw appError(Errors.adNotFound);
  if (c.req.method !== "GET") return c.redirect(ad.target_url, 302);
  const token = query.t ? deps.tokens.verifyAdToken(query.t, "ad-click") : null;
  await deps.db.transaction(async (tx) => {
    let valid = false;
    if (token !== null && token.ad === params.id) {
      const [seen] = await tx.query(
        `select 1 from ad_views where viewer_id = $1 and ad_id = $2 and day >= ${today} - 1 limit 1`,
        [token.viewerId, params.id],
      );
      valid = seen !== undefined && (await countOnce(tx, "ad-click", params.id, `u:${token.viewerId}`));
    }
    await addFigures(tx, params.id, valid ? "clicks" : "invalid_clicks");
  });
  return c.redirect(ad.target_url, 302);
};

export const clickRoute: Route<"ads.click"> = { access: publicCall, handle: clickAd };
