import { employerRoles, jobPostingDays } from "@haulboard/domain";
import type { Deps } from "../deps.ts";
import { roles } from "../http/access.ts";
import type { Caller, HandlerInput, Route } from "../http/context.ts";
import { writableJob } from "../jobs/writable.ts";
import { withIdempotency } from "../payments/idempotency.ts";
import { requirePaidAction } from "../payments/jobState.ts";
import { orderFor, pay } from "./orders.ts";

/**
 * `POST /payment/invoice/renewal`: renew a job now for another posting period (its cost). Each renewal is
 * a new period, so only the client's idempotency key (one per click) tells a retry from a second renewal.
 */
const renewJob = async ({ body, caller, deps }: HandlerInput<"payment.renewal">) => {
  const job = await writableJob(deps.db, caller, body.jobId);
  const data = await withIdempotency(
    deps,
    job.company_id,
    body.idempotencyKey,
    "payment.renewal",
    { jobId: job.id, cardToken: body.cardToken ?? null },
    () => renewNow(deps, caller, job.id, body.cardToken),
  );
  return { data };
};

const renewNow = async (deps: Deps, caller: Caller, jobId: number, cardToken: string | undefined) => {
  const job = await writableJob(deps.db, caller, jobId);
  requirePaidAction("renewal", { state: job.state, boostActive: job.boost_active });
  const [period] = await deps.db.query<{ until: string }>(
    "select to_char(coalesce(expiration_date, current_date), 'YYYY-MM-DD') as until from jobs where id = $1",
    [job.id],
  );
  const order = await orderFor(
    deps.db,
    caller,
    job,
    "renew_job",
    `job:${job.id}:renew_job:${period?.until}`,
    Number(job.cost),
    `The renewal of ${job.title}`,
  );
  return pay(deps, caller, job, order, cardToken, async (tx) => {
    await tx.query(
      `update jobs set active = true, closed_at = null,
              expiration_date = greatest(coalesce(expiration_date, current_date), current_date) + $2::integer,
              next_billing_date = case when auto_renew
                then greatest(coalesce(expiration_date, current_date), current_date) + $2::integer end,
              updated_at = now() where id = $1`,
      [job.id, jobPostingDays],
    );
  });
};

export const renewalRoute: Route<"payment.renewal"> = { access: roles(employerRoles), handle: renewJob };
