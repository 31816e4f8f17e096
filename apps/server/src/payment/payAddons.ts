import { employerRoles, jobBaseCost } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { extendBoost, recostSql, writableJob } from "../jobs/writable.ts";
import { withIdempotency } from "../payments/idempotency.ts";
import { requirePaidAction } from "../payments/jobState.ts";
import { orderFor, pay } from "./orders.ts";

/** `POST /payment/employer/job/addons`: charge the add-ons chosen since posting. */
const payAddons = async ({ body, caller, deps }: HandlerInput<"payment.payAddons">) => {
  const job = await writableJob(deps.db, caller, body.jobId);
  // Add-ons of a post not paid yet are paid with the post (its amount counts them); a closed or expired
  // job is not given add-ons (the shared rule, payments/jobState.ts).
  requirePaidAction("addons", { state: job.state, boostActive: job.boost_active });
  const unpaid = await deps.db.query<{ id: number; addon_type: string; cost: string }>(
    "select id, addon_type, cost from job_addons where job_id = $1 and paid_at is null order by id",
    [job.id],
  );
  if (unpaid.length === 0) throw appError(Errors.nothingToPay);
  const amount = unpaid.reduce((total, addon) => total + Number(addon.cost), 0);
  const ids = unpaid.map((addon) => addon.id);
  const charge = async () => {
    const order = await orderFor(
      deps.db,
      caller,
      job,
      "addons",
      `job:${job.id}:addons:${ids.join("-")}`,
      amount,
      `The add-ons of ${job.title}`,
    );
    return pay(deps, caller, job, order, body.cardToken, async (tx) => {
      await tx.query("update job_addons set paid_at = now() where id = any($1::integer[])", [ids]);
      if (unpaid.some((addon) => addon.addon_type === "boost")) await extendBoost(tx, job.id);
      await tx.query(recostSql, [job.id, jobBaseCost]);
    });
  };
  const data = await withIdempotency(
    deps,
    job.company_id,
    body.idempotencyKey,
    "payment.payAddons",
    { jobId: job.id, cardToken: body.cardToken },
    charge,
  );
  return { data };
};

export const payAddonsRoute: Route<"payment.payAddons"> = { access: roles(employerRoles), handle: payAddons };
