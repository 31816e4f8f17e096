// The SQL side of the matching rule (packages/domain/src/Matching.ts; migration 0008 `hb_match_score`) for
// the drivers' search (routes/drivers.ts), and the distances the employers' candidates and totals share.
// The candidates list itself ranks in memory (matching/driverIndex.ts).
import { type MatchDriver, type MatchJob, matchDriverToJob } from "@haulboard/domain";
import { sql } from "kysely";

/** Miles to meters (earthdistance works in meters). */
export const metersPerMile = 1609.344;

/** earthdistance's `earth()`: the radius of its sphere, in meters. */
export const earthRadius = 6378168;

/**
 * The straight line (chord, in earthdistance's cube coordinates) between two points `meters` apart on
 * its sphere, and back: code that compares cube coordinates in memory uses these in place of the
 * great-circle distance of `metersBetweenSql` (distance = 2R·asin(chord / 2R)).
 */
export const chordOfMeters = (meters: number): number =>
  2 * earthRadius * Math.sin(meters / (2 * earthRadius));
export const metersOfChord = (chord: number): number => {
  const ratio = chord / (2 * earthRadius);
  return ratio > 1 ? Math.PI * earthRadius : 2 * earthRadius * Math.asin(ratio);
};

/**
 * A point on the earth for a latitude and longitude given as parameters, computed once for the query
 * (a scalar sub-query runs once, where `ll_to_earth($1, $2)` beside a column ran for every row).
 */
export const earthAtSql = (lat: string, lon: string) =>
  `(select ll_to_earth(${lat}::double precision, ${lon}::double precision))`;

/**
 * `earth_distance(a, b)` in meters, written out: earthdistance's own formula (`sec_to_gc` over
 * `cube_distance`), so the value is the same to the last bit, but with no SQL function call per row. `b` is
 * a stored `earth_position` column (migration 0012); null when it is. Both are read more than once: pass
 * columns or `earthAtSql`, not expressions.
 */
export const metersBetweenSql = (a: string, b: string) =>
  `(case when ${b} is null then null when cube_distance(${a}, ${b}) < 0 then 0::double precision
     when cube_distance(${a}, ${b}) / (2 * ${earthRadius}::double precision) > 1 then pi() * ${earthRadius}::double precision
     else 2 * ${earthRadius}::double precision * asin(cube_distance(${a}, ${b}) / (2 * ${earthRadius}::double precision)) end)`;

/** Whether the stored position `b` is within `meters` (a parameter) of `a`: the GiST index's box, then the distance. */
export const withinMetersSql = (a: string, b: string, meters: string) =>
  `(earth_box(${a}, ${meters}::double precision) @> ${b} and ${metersBetweenSql(a, b)} <= ${meters}::double precision)`;

/** `withinMetersSql` for Kysely's `sql` templates: `meters` is bound as a parameter. */
export const withinMeters = (a: string, b: string, meters: number) =>
  sql<boolean>`(earth_box(${sql.raw(a)}, ${meters}::double precision) @> ${sql.raw(b)} and ${sql.raw(metersBetweenSql(a, b))} <= ${meters}::double precision)`;

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
 * add-on that is paid (issue 36: an add-on works only once paid), else 0. Among results equal on the chosen sort, higher ranks come first.
 */
export const featuredRankSql = (j: string) => `(case when ${j}.boost_until >= current_date then 2
  when exists (select 1 from job_addons fa where fa.job_id = ${j}.id and fa.addon_type = 'promote' and fa.subscribed
    and fa.paid_at is not null) then 1
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

/**
 * `hb_match_score` (0008) written out as one plain SQL expression, for a query where one side of the match
 * is known before it runs (the driver of a job search). The function calls
 * a SQL function with a sub-query (`hb_share_held`), which PostgreSQL cannot inline: it ran once per row
 * through the SQL-function executor, the most of a search's time over thousands of jobs or drivers. This
 * expression has no function call and no sub-query, and keeps the function's types and order of
 * operations (double precision and numeric parts alike), so it gives the same score to the last bit:
 * test/matching.test.ts compares both, and the domain rule, on a sample.
 * `bind` adds a parameter and answers its `$n`; `miles` is a column already computed (not an expression:
 * it is read up to four times).
 */
type Bind = (value: unknown) => string;

const requiredMonthsSql = (code: string) =>
  `(case ${code} when 'M6' then 6 when 'M12' then 12 when 'Y1' then 12 when 'Y2' then 24 else 0 end)`;

/** hb_distance_score of a computed `miles` column. */
const distanceScoreSql = (miles: string) =>
  `(case when ${miles} is null or ${miles} < 0 then 0.0::double precision
     when ${miles} <= 25 then 1.0::double precision when ${miles} >= 250 then 0.0::double precision
     else (250 - ${miles}) / 225.0 end)`;

const scoreSql = (held: string, experience: string, homeTime: string, jobType: string, miles: string) =>
  `round(least(1, greatest(0, 0.30 * ${held} + 0.25 * ${experience} + 0.15 * ${homeTime} + 0.15 * ${jobType}
     + 0.15 * ${distanceScoreSql(miles)}))::numeric, 4)::double precision`;

/** The score of the jobs of `job` (columns) for a known driver. */
export const matchScoreForDriverSql = (
  driver: MatchDriver,
  job: { endorsements: string; requiredExperience: string; homeTime: string; jobType: string },
  miles: string,
  bind: Bind,
): string => {
  const codes = [...new Set(driver.endorsements.filter((code) => code !== null))];
  const count =
    codes.length === 0
      ? "0"
      : codes
          .map((code) => `cardinality(array_positions(${job.endorsements}, ${bind(code)}::text))`)
          .join(" + ");
  const held = `(case when coalesce(cardinality(${job.endorsements}), 0) = 0 then 1.0::double precision
     else (${count})::double precision / cardinality(${job.endorsements}) end)`;
  const months = requiredMonthsSql(job.requiredExperience);
  const experience =
    driver.yearsExperience === null
      ? "0.0"
      : `(case when ${months} = 0 then 1.0 else least(1.0, ${bind(driver.yearsExperience)}::integer * 12.0 / ${months}) end)`;
  const homeTime =
    driver.homeTime === null
      ? "0"
      : `(case when ${bind(driver.homeTime)}::text = ${job.homeTime} then 1 else 0 end)`;
  const jobType = `(case when ${job.jobType} = any(${bind(driver.jobTypes)}::text[]) then 1 else 0 end)`;
  return scoreSql(held, experience, homeTime, jobType, miles);
};
