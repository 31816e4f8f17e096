import {
  addonPrices,
  adminRoles,
  hasAnyRole,
  type JobActionId,
  jobActionBlock,
  jobBaseCost,
  type PaidJobState,
} from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { paidJobStateSql } from "../payments/jobState.ts";
import { readJobDetail, readListItem } from "./detail.ts";
import { type AddonRow, addonColumns } from "./rows.ts";

const boostDays = 7;

export interface JobRef {
  id: number;
  company_id: number;
  title: string;
  approval_status: string;
  active: boolean;
  cost: string;
  billing_type: "CELERO" | "CONTRACT";
  /** What the paid actions read (payments/jobState.ts). */
  state: PaidJobState;
  /** Its boost runs (it ends on or after today). */
  boost_active: boolean;
}

/** The job the caller may change: their company's, or any for admins; 404 otherwise. */
export const writableJob = async (
  q: Queryable,
  caller: Caller,
  id: number,
  lock = false,
): Promise<JobRef> => {
  const companyId = hasAnyRole(caller.roles, adminRoles) ? null : caller.companyId;
  if (companyId === null && !hasAnyRole(caller.roles, adminRoles)) throw appError(Errors.jobNotFound);
  const [job] = await q.query<JobRef>(
    `select j.id, j.company_id, j.title, j.approval_status, j.active, j.cost, c.billing_type,
            ${paidJobStateSql("j")} as state, coalesce(j.boost_until >= current_date, false) as boost_active
       from jobs j join companies c on c.id = j.company_id
      where j.id = $1 and j.deleted_at is null and ($2::integer is null or j.company_id = $2)
      ${lock ? "for update of j" : ""}`,
    [id, companyId],
  );
  if (!job) throw appError(Errors.jobNotFound);
  return job;
};

export const detailOf = async (q: Queryable, id: number) => {
  const detail = await readJobDetail(q, id, undefined);
  if (!detail) throw appError(Errors.jobNotFound);
  return detail;
};

export const listItemOf = async (q: Queryable, id: number) => {
  const item = await readListItem(q, id, undefined);
  if (!item) throw appError(Errors.jobNotFound);
  return item;
};

/**
 * Refuses (409) an action the job's state does not allow: the domain's rule, the one the screens offer by
 * (a closed job is not closed again, renewed or its renewal cancelled).
 */
export const requireAllowed = async (q: Queryable, id: number, action: JobActionId) => {
  const block = jobActionBlock(await listItemOf(q, id), action);
  if (block !== null) throw appErrorOf(ErrorFamilies.jobActionBlocked, [block]);
};

/**
 * The job's price for one period (what a renewal charges): the base cost plus its add-ons that are paid —
 * and, on a post not paid yet, the ones chosen for it, which that post's charge pays (domain postedJobCost).
 */
export const recostSql = `update jobs j set cost = $2::numeric + coalesce((select sum(a.cost) from job_addons a
    where a.job_id = j.id and a.subscribed and (a.paid_at is not null or j.approval_status <> 'approved')), 0),
    updated_at = now() where j.id = $1`;

/**
 * A job of a post not paid yet changed (its add-ons, or it was deleted): its post's order is priced again
 * from its items — what the charge takes and what it makes live stay the same. Refused while a card
 * attempt of that order is under way (its amount is already on its way to the gateway).
 */
export const repriceOpenPost = async (tx: Queryable, jobId: number) => {
  const [order] = await tx.query<{ id: number; status: string; live: boolean }>(
    `select o.id, o.status,
            exists (select 1 from transactions t where t.order_id = o.id and t.status = 'PROCESSING_PAYMENT') as live
       from jobs j join orders o on o.post_id = j.post_id and o.action_type = 'new_job'
      where j.id = $1 and j.approval_status <> 'approved'
      for update of o`,
    [jobId],
  );
  if (!order || order.status === "paid" || order.status === "APPROVED") return;
  if (order.live) throw appError(Errors.postBeingPaid);
  await tx.query(
    `update order_items i set amount = j.cost,
            addons = coalesce((select array_agg(a.addon_type order by a.id) from job_addons a
                                where a.job_id = j.id and a.subscribed), '{}')
       from jobs j where i.order_id = $1 and i.job_id = j.id and j.id = $2 and j.deleted_at is null`,
    [order.id, jobId],
  );
  await tx.query(
    `delete from order_items i using jobs j where i.order_id = $1 and i.job_id = j.id and j.deleted_at is not null`,
    [order.id],
  );
  await tx.query(
    "update orders set amount = coalesce((select sum(amount) from order_items where order_id = $1), 0) where id = $1",
    [order.id],
  );
};

export const extendBoost = (tx: Queryable, jobId: number) =>
  tx.query(
    `update jobs set boost_until = greatest(coalesce(boost_until, current_date), current_date) + $2::integer,
            updated_at = now() where id = $1`,
    [jobId, boostDays],
  );

/** Admins: boost any job for `boostDays` days without a charge. */
export const adminBoostJob = async (deps: Deps, caller: Caller, jobId: number) =>
  deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, jobId, true);
    await tx.query(
      `insert into job_addons (job_id, addon_type, cost) values ($1, 'boost', $2)
       on conflict (job_id, addon_type) do update set subscribed = true, paid_at = coalesce(job_addons.paid_at, now())`,
      [jobId, addonPrices.boost],
    );
    await extendBoost(tx, jobId);
    await tx.query(recostSql, [jobId, jobBaseCost]);
    const [row] = await tx.query<AddonRow>(
      `select ${addonColumns} from job_addons where job_id = $1 and addon_type = 'boost'`,
      [jobId],
    );
    if (!row) throw new Error("boost add-on missing");
    return row;
  });
