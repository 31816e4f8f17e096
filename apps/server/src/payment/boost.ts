import { addonPrices, adminRoles, hasAnyRole, jobBaseCost, jobWriterRoles } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { adminBoostJob, extendBoost, recostSql, writableJob } from "../jobs/writable.ts";
import { requirePaidAction } from "../payments/jobState.ts";
import { orderFor, pay } from "./orders.ts";

/** `POST /payment/employer/job/boost`: a paid boost (isAdmin false), or the admins' free one. */
const boostJob = async ({ body, caller, deps }: HandlerInput<"payment.boost">) => {
  if (body.isAdmin) {
    if (!hasAnyRole(caller.roles, adminRoles)) throw appError(Errors.freeBoostAdminOnly);
    await adminBoostJob(deps, caller, body.jobId);
    return {
      data: {
        transactionId: `admin_boost_${body.jobId}`,
        amount: 0,
        status: "paid" as const,
        invoiceId: null,
      },
    };
  }
  // Issue 36 #9: staff do not spend a company's money; they boost for free, or act as one of its users.
  if (hasAnyRole(caller.roles, adminRoles)) throw appError(Errors.staffPaidBoost);
  const job = await writableJob(deps.db, caller, body.jobId);
  requirePaidAction("boost", { state: job.state, boostActive: job.boost_active });
  const [today] = await deps.db.query<{ day: string }>("select to_char(current_date, 'YYYY-MM-DD') as day");
  const order = await orderFor(
    deps.db,
    caller,
    job,
    "boost_job",
    `job:${job.id}:boost_job:${today?.day}`,
    addonPrices.boost,
    `The boost of ${job.title} today`,
  );
  const data = await pay(deps, caller, job, order, undefined, async (tx) => {
    await tx.query(
      `insert into job_addons (job_id, addon_type, cost) values ($1, 'boost', $2)
       on conflict (job_id, addon_type) do update set subscribed = true, paid_at = now()`,
      [job.id, addonPrices.boost],
    );
    await extendBoost(tx, job.id);
    await tx.query(recostSql, [job.id, jobBaseCost]);
  });
  return { data };
};

// Paying for a job's extras: whoever of the company works it (admins: the free boost via isAdmin).
export const boostRoute: Route<"payment.boost"> = { access: roles(jobWriterRoles), handle: boostJob };
