// The employers' candidates list (issue 17, routes/candidates.ts) ranks every eligible driver (role Driver,
// active, not deleted, with a profile) for one job: 50,000 of them on the large seed. Scoring them in SQL
// took 350 to 500 ms of database time a page, so a few employers opening the screen at once queued for
// seconds.
//
// The index keeps what the ranking reads of every eligible driver in typed arrays: endorsements and job
// types as bit sets, years of experience, preferred home time, the home position (earthdistance's cube
// coordinates). It is read once per value of the `drivers` change counter (migrations 0013 and 0014:
// bumped by every write to driver_profiles and by writes to users' active and deleted_at and to
// user_roles), so a write anywhere makes the next list read it again and no list is ranked on outdated
// profiles. A job's ranking is then a pass over the arrays here, scored with the domain's own rule
// (matchScoreOf, the one `matchDriverToJob` uses and the SQL function mirrors), and sorted: about 15 ms for
// 50,000 drivers. The rankings of the last 32 jobs asked stay beside the drivers (a ranking depends only
// on the job's matching columns, its position and the range, all in its key, and on the drivers), so the
// next pages, and other recruiters opening the same job, are a slice of it. A page costs one more query,
// for its cards.
import {
  distanceScore,
  Endorsement,
  Experience,
  JobType,
  type MatchJob,
  matchScoreOf,
  RoleName,
  requiredExperienceMonths,
} from "@haulboard/domain";
import { sql } from "kysely";
import { makeKeptPerVersion, readChangeCounter } from "../cache/totals.ts";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { chordOfMeters, metersOfChord, metersPerMile } from "./sql.ts";

const bitsOf = (table: readonly string[]) => new Map(table.map((code, index) => [code, 1 << index]));
const endorsementBits = bitsOf(Endorsement.codes);
const jobTypeBits = bitsOf(JobType.codes);
const maskOf = (bits: ReadonlyMap<string, number>, codes: readonly string[] | null) =>
  (codes ?? []).reduce((mask, code) => mask | (bits.get(code) ?? 0), 0);
/** A driver's endorsements as a bit set (one bit per Endorsement code). */
export const endorsementMaskOf = (codes: readonly string[] | null) => maskOf(endorsementBits, codes);
/** A driver's job types as a bit set (one bit per JobType code). */
export const jobTypeMaskOf = (codes: readonly string[] | null) => maskOf(jobTypeBits, codes);

/** What the score reads of a job, prepared once for a whole ranking. */
export interface JobFacts {
  /** One bit per required endorsement, in the job's order (a code listed twice counts twice, as in SQL). */
  readonly wanted: readonly number[];
  readonly months: number;
  readonly homeTime: string;
  readonly jobTypeBit: number;
}

export const jobFactsOf = (job: MatchJob): JobFacts => ({
  wanted: job.endorsements.map((code) => endorsementBits.get(code) ?? 0),
  months: Experience.isCode(job.requiredExperience) ? requiredExperienceMonths[job.requiredExperience] : 0,
  homeTime: job.homeTime,
  jobTypeBit: jobTypeBits.get(job.jobType) ?? 0,
});

/**
 * A driver's score for a job: the parts of `matchDriverToJob` from the bit sets, scored by the domain's
 * `matchScoreOf`. `years` and `miles` are NaN when unknown.
 */
export const scoreOfDriver = (
  job: JobFacts,
  endorsements: number,
  jobTypes: number,
  years: number,
  homeTime: string | null,
  miles: number,
): number => {
  let held = 0;
  for (const bit of job.wanted) if (bit !== 0 && (endorsements & bit) !== 0) held++;
  return matchScoreOf({
    endorsements: job.wanted.length === 0 ? 1 : held / job.wanted.length,
    experience: Number.isNaN(years) ? 0 : job.months === 0 ? 1 : Math.min(1, (years * 12) / job.months),
    homeTime: homeTime !== null && homeTime === job.homeTime ? 1 : 0,
    jobType: job.jobTypeBit !== 0 && (jobTypes & job.jobTypeBit) !== 0 ? 1 : 0,
    distance: distanceScore(Number.isNaN(miles) ? null : miles),
  });
};

/** Every eligible driver, column by column; `hasPosition[i]` 0 when the driver's home is unknown. */
interface Drivers {
  readonly count: number;
  readonly userIds: Int32Array;
  readonly endorsements: Int32Array;
  readonly jobTypes: Int32Array;
  /** NaN when unknown. */
  readonly years: Float64Array;
  /** The home time as given (a HomeTime code), null when unknown. */
  readonly homeTimes: readonly (string | null)[];
  readonly xyz: Float64Array;
  readonly hasPosition: Uint8Array;
}

/**
 * Every eligible driver in one text value, a line (`;`) per driver of `|`-separated fields: user id,
 * endorsements and job types (comma-separated codes), years, home time, and the position's x, y, z (empty
 * when unknown). PGlite hands rows over one by one at a cost: 50,000 rows of arrays took 1.1 s, the same
 * data as one string 0.2 s. PostgreSQL writes a double precision in its shortest exact form, so the
 * coordinates read back to the same numbers.
 */
const driversSql = `select coalesce(string_agg(concat_ws('|', p.user_id,
    coalesce(array_to_string(p.endorsements, ','), ''), coalesce(array_to_string(p.job_types, ','), ''),
    coalesce(p.years_experience::text, ''), coalesce(p.home_time, ''),
    coalesce(cube_ll_coord(p.earth_position, 1)::text, ''), coalesce(cube_ll_coord(p.earth_position, 2)::text, ''),
    coalesce(cube_ll_coord(p.earth_position, 3)::text, '')), ';'), '') as drivers
  from driver_profiles p
  join users u on u.id = p.user_id and u.deleted_at is null and u.active
 where exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = '${RoleName.driver}')`;

const codesOf = (field: string | undefined) => (field ? field.split(",") : []);

const readDrivers = async (q: Queryable): Promise<Drivers> => {
  const {
    rows: [row],
  } = await sql<{ drivers: string }>`${sql.raw(driversSql)}`.execute(typed(q));
  const lines = row?.drivers ? row.drivers.split(";") : [];
  const count = lines.length;
  const drivers = {
    count,
    userIds: new Int32Array(count),
    endorsements: new Int32Array(count),
    jobTypes: new Int32Array(count),
    years: new Float64Array(count),
    homeTimes: new Array<string | null>(count).fill(null),
    xyz: new Float64Array(count * 3),
    hasPosition: new Uint8Array(count),
  };
  lines.forEach((line, index) => {
    const [userId, endorsements, jobTypes, years, homeTime, x, y, z] = line.split("|");
    drivers.userIds[index] = Number(userId);
    drivers.endorsements[index] = endorsementMaskOf(codesOf(endorsements));
    drivers.jobTypes[index] = jobTypeMaskOf(codesOf(jobTypes));
    drivers.years[index] = years ? Number(years) : Number.NaN;
    drivers.homeTimes[index] = homeTime || null;
    if (x && y && z) {
      drivers.hasPosition[index] = 1;
      drivers.xyz.set([Number(x), Number(y), Number(z)], index * 3);
    }
  });
  return drivers;
};

/** A job as the ranking reads it: the matching columns and its position (cube coordinates, or none). */
export interface RankedJob extends MatchJob {
  readonly position: readonly [number, number, number] | null;
}

export interface RankedDriver {
  readonly userId: number;
  /** Null when the driver's home or the job's position is unknown. */
  readonly miles: number | null;
  readonly match: number;
}

export interface DriverIndex {
  /**
   * The drivers in the candidates' order (best match first, then nearest, then by id), `skip` and `take`
   * of them, and how many there are; with `withinMeters`, only the drivers whose home is that close.
   */
  rank(
    q: Queryable,
    job: RankedJob,
    page: { readonly skip: number; readonly take: number; readonly withinMeters?: number },
  ): Promise<{ readonly drivers: readonly RankedDriver[]; readonly total: number }>;
}

/** Every driver in range of a job, in the candidates' order, with their scores and miles (NaN: unknown). */
interface Ranking {
  readonly order: Int32Array;
  readonly matches: Float64Array;
  readonly miles: Float64Array;
}

const rankAll = (drivers: Drivers, job: RankedJob, withinMeters: number | undefined): Ranking => {
  const facts = jobFactsOf(job);
  const maxChord = withinMeters === undefined ? Number.POSITIVE_INFINITY : chordOfMeters(withinMeters);
  const [jx, jy, jz] = job.position ?? [0, 0, 0];
  const chosen: number[] = [];
  const matches = new Float64Array(drivers.count);
  const miles = new Float64Array(drivers.count);
  for (let index = 0; index < drivers.count; index++) {
    let distance = Number.NaN;
    if (job.position !== null && drivers.hasPosition[index] === 1) {
      const dx = (drivers.xyz[index * 3] ?? 0) - jx;
      const dy = (drivers.xyz[index * 3 + 1] ?? 0) - jy;
      const dz = (drivers.xyz[index * 3 + 2] ?? 0) - jz;
      const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
      if (chord > maxChord) continue;
      distance = metersOfChord(chord) / metersPerMile;
    } else if (withinMeters !== undefined) {
      continue;
    }
    matches[index] = scoreOfDriver(
      facts,
      drivers.endorsements[index] ?? 0,
      drivers.jobTypes[index] ?? 0,
      drivers.years[index] ?? Number.NaN,
      drivers.homeTimes[index] ?? null,
      distance,
    );
    miles[index] = distance;
    chosen.push(index);
  }
  // Best match first, then nearest (unknown distances last), then by user id.
  const known = (index: number) => !Number.isNaN(miles[index] ?? Number.NaN);
  chosen.sort(
    (a, b) =>
      (matches[b] ?? 0) - (matches[a] ?? 0) ||
      (known(a) ? 0 : 1) - (known(b) ? 0 : 1) ||
      (known(a) ? (miles[a] ?? 0) - (miles[b] ?? 0) : 0) ||
      (drivers.userIds[a] ?? 0) - (drivers.userIds[b] ?? 0),
  );
  return { order: Int32Array.from(chosen), matches, miles };
};

/** How many jobs' rankings are kept (per counter value): an employer pages, several recruiters look. */
const keptRankings = 32;

/** One per server: the drivers of the last counter value read, loaded once however many ask at once. */
export const makeDriverIndex = (): DriverIndex => {
  // The drivers, and by job (its matching columns and position) and range the rankings made from them: a
  // ranking is a pure function of both.
  const keptAt = makeKeptPerVersion<{ readonly drivers: Drivers; readonly rankings: Map<string, Ranking> }>();
  return {
    async rank(q, job, page) {
      const version = await readChangeCounter(q, "drivers");
      const { drivers, rankings } = await keptAt(version, async () => ({
        drivers: await readDrivers(q),
        rankings: new Map<string, Ranking>(),
      }));
      const key = JSON.stringify([
        job.endorsements,
        job.requiredExperience,
        job.homeTime,
        job.jobType,
        job.position,
        page.withinMeters ?? null,
      ]);
      let ranking = rankings.get(key);
      if (ranking) {
        // Most recently used last.
        rankings.delete(key);
      } else {
        ranking = rankAll(drivers, job, page.withinMeters);
        if (rankings.size >= keptRankings) rankings.delete(rankings.keys().next().value ?? "");
      }
      rankings.set(key, ranking);
      const { order, matches, miles } = ranking;
      return {
        total: order.length,
        drivers: [...order.subarray(page.skip, page.skip + page.take)].map((index) => ({
          userId: drivers.userIds[index] ?? 0,
          miles: Number.isNaN(miles[index] ?? Number.NaN) ? null : (miles[index] ?? null),
          match: matches[index] ?? 0,
        })),
      };
    },
  };
};
