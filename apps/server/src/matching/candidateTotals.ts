// Posted Jobs' "candidates total" (issue 17), counted by the same rule as the candidates screen
// (routes/candidates.ts with distance_limit=true): drivers (role Driver, active, not deleted) whose home is
// within `candidateRangeMiles` of the job.
//
// Counting in SQL groups the eligible drivers by home position and sums the positions in range of each
// job: about 110 ms for a page on the large seed (100,000 drivers at 50,000 positions), whatever the page
// size, and Posted Jobs asks it on every page. So the list and the statistics use `DriverPositions`: the
// grouped positions are read once per value of the `drivers` change counter (migration 0013, bumped by
// every write that may change the list) and kept in memory, and each job's sum is a pass over them here
// (about 0.1 ms a job). A write anywhere, by this process or another replica, makes the next count read
// the positions again, so a total is never counted on an outdated list.
import { candidateRangeMiles, RoleName } from "@haulboard/domain";
import { type Selectable, sql } from "kysely";
import { makeKeptPerVersion, readChangeCounter } from "../cache/totals.ts";
import type { Queryable } from "../db/Database.ts";
import type { Jobs } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import { chordOfMeters, metersPerMile, withinMeters } from "./sql.ts";

/** The eligible drivers grouped by home position (an `earth` point). */
const positionsSql = `select p.earth_position as at, count(*)::integer as drivers
    from driver_profiles p
    join users u on u.id = p.user_id and u.deleted_at is null and u.active
   where p.earth_position is not null
     and exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = '${RoleName.driver}')
   group by p.earth_position`;

const rangeMeters = candidateRangeMiles * metersPerMile;

/**
 * The number of candidates in range of each job, by job id (jobs without a position count none), in one
 * SQL statement. For a single job after a write; lists use `DriverPositions.totals`.
 */
export const candidateTotals = async (
  q: Queryable,
  jobIds: readonly number[],
): Promise<Map<number, number>> => {
  if (jobIds.length === 0) return new Map();
  const { rows } = await sql<Pick<Selectable<Jobs>, "id"> & { total: number }>`
    with positions as materialized (${sql.raw(positionsSql)})
    select j.id, coalesce((select sum(d.drivers) from positions d
                            where ${withinMeters("j.earth_position", "d.at", rangeMeters)}), 0)::integer as total
      from jobs j where j.id = any(${[...new Set(jobIds)]}::integer[]) and j.earth_position is not null`.execute(
    typed(q),
  );
  return new Map(rows.map((row) => [row.id, row.total]));
};

/** The grouped positions as coordinates (x, y, z in meters, earthdistance's cube) and their driver counts. */
interface Positions {
  readonly xyz: Float64Array;
  readonly drivers: Int32Array;
}

export interface DriverPositions {
  /** The same totals as `candidateTotals`, from the positions kept for the current `drivers` counter. */
  totals(q: Queryable, jobIds: readonly number[]): Promise<Map<number, number>>;
}

/**
 * Within range when the straight line (chord) between the two points is at most the chord of the range's
 * great-circle distance: the same test as `withinMetersSql` (distance = 2R·asin(chord / 2R) ≤ meters),
 * without a square root or an arcsine per position.
 */
const maxChordSquared = chordOfMeters(rangeMeters) ** 2;

/** The positions in one text value (`x|y|z|drivers;…`): PGlite hands many rows over slowly (driverIndex.ts). */
const readPositions = async (q: Queryable): Promise<Positions> => {
  const {
    rows: [row],
  } = await sql<{ positions: string }>`
    select coalesce(string_agg(concat_ws('|', cube_ll_coord(g.at, 1), cube_ll_coord(g.at, 2),
           cube_ll_coord(g.at, 3), g.drivers), ';'), '') as positions
      from (${sql.raw(positionsSql)}) g`.execute(typed(q));
  const lines = row?.positions ? row.positions.split(";") : [];
  const xyz = new Float64Array(lines.length * 3);
  const drivers = new Int32Array(lines.length);
  lines.forEach((line, index) => {
    const [x, y, z, count] = line.split("|").map(Number);
    xyz.set([x ?? 0, y ?? 0, z ?? 0], index * 3);
    drivers[index] = count ?? 0;
  });
  return { xyz, drivers };
};

const driversInRange = ({ xyz, drivers }: Positions, x: number, y: number, z: number) => {
  let total = 0;
  for (let index = 0; index < drivers.length; index++) {
    const dx = (xyz[index * 3] ?? 0) - x;
    const dy = (xyz[index * 3 + 1] ?? 0) - y;
    const dz = (xyz[index * 3 + 2] ?? 0) - z;
    if (dx * dx + dy * dy + dz * dz <= maxChordSquared) total += drivers[index] ?? 0;
  }
  return total;
};

/** One per server: the positions of the last counter value read, loaded once however many ask at once. */
export const makeDriverPositions = (): DriverPositions => {
  const positionsAt = makeKeptPerVersion<Positions>();
  return {
    async totals(q, jobIds) {
      if (jobIds.length === 0) return new Map();
      const [version, jobs] = await Promise.all([
        readChangeCounter(q, "drivers"),
        typed(q)
          .selectFrom("jobs as j")
          .select([
            "j.id",
            sql<number>`cube_ll_coord(j.earth_position, 1)`.as("x"),
            sql<number>`cube_ll_coord(j.earth_position, 2)`.as("y"),
            sql<number>`cube_ll_coord(j.earth_position, 3)`.as("z"),
          ])
          .where(sql<boolean>`j.id = any(${[...new Set(jobIds)]}::integer[])`)
          .where("j.earth_position", "is not", null)
          .execute(),
      ]);
      const positions = await positionsAt(version, () => readPositions(q));
      return new Map(jobs.map((job) => [job.id, driversInRange(positions, job.x, job.y, job.z)]));
    },
  };
};

/**
 * List items with their candidates total filled in: from `positions` when given (lists, statistics), else
 * by the single statement.
 */
export const withCandidateTotals = async <T extends { readonly id: number }>(
  q: Queryable,
  items: readonly T[],
  positions?: DriverPositions,
): Promise<(T & { totalCandidates: number })[]> => {
  const ids = items.map((item) => item.id);
  const totals = positions ? await positions.totals(q, ids) : await candidateTotals(q, ids);
  return items.map((item) => ({ ...item, totalCandidates: totals.get(item.id) ?? 0 }));
};
