// The SQL side of the matching rule (packages/domain/src/Matching.ts; migration 0008 `hb_match_score`),
// shared by the drivers' search (routes/members.ts) and the employers' candidates (routes/candidates.ts).
import { type MatchDriver, type MatchJob, matchDriverToJob } from "@haulboard/domain";

/** Miles to meters (earthdistance works in meters). */
export const metersPerMile = 1609.344;

/**
 * A job drivers may find: approved, active, not closed or deleted, posted (not scheduled) and not expired.
 * The first three conditions are the partial indexes' own (0008), so the planner can use them.
 */
export const openJobSql = (
  j: string,
) => `${j}.deleted_at is null and ${j}.active and ${j}.approval_status = 'approved'
  and ${j}.closed_at is null and (${j}.posting_date is null or ${j}.posting_date <= current_date)
  and (${j}.expiration_date is null or ${j}.expiration_date >= current_date)`;

/**
 * The paid ranking (README "Ranking"): 2 for a job with an active boost, 1 for a subscribed promote
 * add-on, else 0. Among results equal on the chosen sort, higher ranks come first.
 */
export const featuredRankSql = (j: string) => `(case when ${j}.boost_until >= current_date then 2
  when exists (select 1 from job_addons fa where fa.job_id = ${j}.id and fa.addon_type = 'promote' and fa.subscribed) then 1
  else 0 end)`;

export const featuredOf = (rank: number): "boost" | "promote" | null =>
  rank === 2 ? "boost" : rank === 1 ? "promote" : null;

/** The driver's profile as the matching rule reads it. */
export interface ProfileForMatch extends MatchDriver {
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** The reasons of a match, from the same rule the SQL score mirrors. */
export const reasonsOf = (driver: MatchDriver, job: MatchJob, miles: number | null): string[] =>
  matchDriverToJob(driver, job, miles).reasons.map((reason) => reason.text);

/** Rounds miles for the wire: two decimals, as they are shown. */
export const roundMiles = (miles: number | null): number | null =>
  miles === null ? null : Math.round(miles * 100) / 100;
