import type { Queryable } from "../db/Database.ts";
import { utcTodaySql } from "../http/countOnce.ts";

// ---------- counting ----------

export const today = utcTodaySql;

/** Adds to an ad's totals and to its day. */
export const addFigures = async (
  q: Queryable,
  adId: number,
  figure: "impressions" | "clicks" | "invalid_clicks",
) => {
  await q.query(
    `insert into ad_stats (ad_id, ${figure}) values ($1, 1)
       on conflict (ad_id) do update set ${figure} = ad_stats.${figure} + 1`,
    [adId],
  );
  await q.query(
    `insert into ad_daily_stats (ad_id, day, ${figure}) values ($1, ${today}, 1)
       on conflict (ad_id, day) do update set ${figure} = ad_daily_stats.${figure} + 1`,
    [adId],
  );
};
