// Posted Jobs' "candidates total" (issue 17), counted by the same rule as the candidates screen
// (routes/candidates.ts with distance_limit=true): drivers (role Driver, active, not deleted) whose home is
// within `candidateRangeMiles` of the job. One query for a page of jobs; each count is a GiST index scan
// (driver_profiles_position, migration 0008) bounded by earth_box, so a page of 10 to 50 jobs stays cheap.
import { candidateRangeMiles, RoleName } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { metersPerMile } from "./sql.ts";

/** The number of candidates in range of each job, by job id (jobs without a position count none). */
export const candidateTotals = async (
  q: Queryable,
  jobIds: readonly number[],
): Promise<Map<number, number>> => {
  if (jobIds.length === 0) return new Map();
  const rows = await q.query<{ id: number; total: number }>(
    `select j.id, (select count(*) from driver_profiles p
                     join users u on u.id = p.user_id and u.deleted_at is null and u.active
                    where p.latitude is not null and p.longitude is not null
                      and earth_box(ll_to_earth(j.latitude, j.longitude), $2::double precision) @> ll_to_earth(p.latitude, p.longitude)
                      and earth_distance(ll_to_earth(j.latitude, j.longitude), ll_to_earth(p.latitude, p.longitude)) <= $2::double precision
                      and exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = '${RoleName.driver}')
                  )::integer as total
       from jobs j where j.id = any($1::integer[]) and j.latitude is not null and j.longitude is not null`,
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
