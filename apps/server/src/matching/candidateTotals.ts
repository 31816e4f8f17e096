// Posted Jobs' "candidates total" (issue 17), counted by the same rule as the candidates screen
// (routes/candidates.ts with distance_limit=true): drivers (role Driver, active, not deleted) whose home is
// within `candidateRangeMiles` of the job. One query for a page of jobs: the eligible drivers are counted
// once per home position (homes are ZIP centroids, so there are far fewer positions than drivers, with hash
// joins), then each job sums the positions in range. Counting per job with an index scan joined users and
// roles row by row: 50,000 drivers in range took 380 ms a job on the large seed; this is one pass for the
// page (about 110 ms there, whatever the page size).
import { candidateRangeMiles, RoleName } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { metersPerMile, withinMetersSql } from "./sql.ts";

/** The number of candidates in range of each job, by job id (jobs without a position count none). */
export const candidateTotals = async (
  q: Queryable,
  jobIds: readonly number[],
): Promise<Map<number, number>> => {
  if (jobIds.length === 0) return new Map();
  const rows = await q.query<{ id: number; total: number }>(
    `with positions as materialized (
       select p.earth_position as at, count(*)::integer as drivers
         from driver_profiles p
         join users u on u.id = p.user_id and u.deleted_at is null and u.active
        where p.earth_position is not null
          and exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = '${RoleName.driver}')
        group by p.earth_position)
     select j.id, coalesce((select sum(d.drivers) from positions d
                             where ${withinMetersSql("j.earth_position", "d.at", "$2")}), 0)::integer as total
       from jobs j where j.id = any($1::integer[]) and j.earth_position is not null`,
    [[...new Set(jobIds)], candidateRangeMiles * metersPerMile],
  );
  return new Map(rows.map((row) => [row.id, row.total]));
};

/** List items with their candidates total filled in. */
export const withCandidateTotals = async <T extends { readonly id: number }>(
  q: Queryable,
  items: readonly T[],
): Promise<(T & { totalCandidates: number })[]> => {
  const totals = await candidateTotals(
    q,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, totalCandidates: totals.get(item.id) ?? 0 }));
};
