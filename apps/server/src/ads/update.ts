import type { HandlerInput, Route } from "../http/context.ts";
import { type AdRow, adsAdmins, iso, loadAd, toAd } from "./rows.ts";
import { type AdFields, checkAd, creativeKind, values } from "./write.ts";

const fromRow = (row: AdRow): AdFields => ({
  name: row.name,
  advertiser: row.advertiser,
  headline: row.headline,
  body: row.body,
  mediaFileName: row.media_file_name,
  altText: row.alt_text,
  targetUrl: row.target_url,
  placements: row.placements,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  paused: row.paused,
  weight: row.weight,
  states: row.states,
});

const updateAd = async ({ params, body, deps }: HandlerInput<"ads.update">) => {
  const row = await deps.db.transaction(async (tx) => {
    const current = await loadAd(tx, params.id, true);
    const merged: AdFields = { ...fromRow(current), ...body };
    const kind =
      merged.mediaFileName === current.media_file_name
        ? current.kind
        : await creativeKind(tx, merged.mediaFileName);
    checkAd(merged, kind);
    await tx.query(
      `update ads set name = $2, advertiser = $3, headline = $4, body = $5, media_file_name = $6, kind = $7,
              alt_text = $8, target_url = $9, placements = $10::text[], starts_at = $11, ends_at = $12,
              paused = $13, weight = $14, states = $15::text[], updated_at = now()
        where id = $1`,
      [params.id, ...values(merged, kind)],
    );
    return loadAd(tx, params.id);
  });
  return { data: toAd(deps, row) };
};

export const updateRoute: Route<"ads.update"> = { access: adsAdmins, handle: updateAd };
