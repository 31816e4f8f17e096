// Renewals (issue 18): jobs with auto-renew are renewed at their next billing date by a periodic task in
// every server process. What makes it happen once per due job, however many processes run it:
// 1. the order of a renewal names the job and its due date (`job:<id>:auto_renew_job:<date>`, orders.paid_for
//    is unique), so it is made once;
// 2. orders are claimed for charging under a transaction-level PostgreSQL advisory lock, with a lease
//    (orders.runner_lease_until) so a runner that stopped mid-way is taken over later, never raced;
// 3. charging an order goes through chargeOrderByCard/chargeOrderToInvoice, which allow one live or
//    approved attempt per order (and resume an unanswered gateway call with its key).
// Card companies are charged with the saved card: a decline turns auto-renew off, the failed attempt stays
// in billing history and the company is notified (failed_payments). Invoice companies get a line on their
// open invoice. Each renewal notifies the company (auto_renew_job).
import { declineMessages, jobPostingDays, notificationKindLabels } from "@haulboard/domain";
import { type Selectable, sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import type { Jobs } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import { HttpError } from "../errors/httpError.ts";
import type { PeriodicTask } from "../ops/periodic.ts";
import { chargeOrderByCard, chargeOrderToInvoice, type OrderRow } from "./charges.ts";
import { paidActionAllowedSql } from "./jobState.ts";
import type { PaymentDeps } from "./port.ts";

export const renewalLockKey = "haulboard:renewals";
/** How long a runner owns an order it claimed before another may take it over. */
export const renewalLeaseSeconds = 300;

export interface RenewalReport {
  readonly locked: boolean;
  readonly renewed: number;
  readonly failed: number;
  /** Charges left for a later run (the gateway did not answer). */
  readonly pending: number;
}

interface ClaimedOrder extends OrderRow {
  job_id: number;
  billing_type: "CELERO" | "CONTRACT";
  title: string;
  due: string;
}

const noticeOf = (kind: "auto_renew_job" | "failed_payments", title: string, detail: string) =>
  kind === "auto_renew_job"
    ? `${notificationKindLabels.auto_renew_job}: "${title}" was renewed for ${jobPostingDays} days (${detail}).`
    : `${notificationKindLabels.failed_payments}: the renewal of "${title}" failed (${detail}). Auto-renew is now off.`;

/** Tells the company: a notification row and a mail to its admin. */
const notify = async (
  deps: PaymentDeps,
  q: Queryable,
  order: ClaimedOrder,
  kind: "auto_renew_job" | "failed_payments",
  message: string,
) => {
  const k = typed(q);
  await k
    .insertInto("notifications")
    .values({ company_id: order.company_id, kind, job_id: order.job_id, order_id: order.id, message })
    .execute();
  const admin = await k
    .selectFrom("companies as c")
    .innerJoin("users as u", (join) =>
      join.onRef("u.id", "=", "c.employer_id").on("u.deleted_at", "is", null),
    )
    .select("u.email")
    .where("c.id", "=", order.company_id)
    .executeTakeFirst();
  if (admin) {
    await deps.mail.send(q, {
      to: admin.email,
      subject: kind === "auto_renew_job" ? "Your job was renewed" : "A job renewal payment failed",
      body: message,
      kind,
    });
  }
};

/** One more posting period from the due date (not from today: a late run does not shift the schedule). */
const extendJob = (q: Queryable, jobId: number, due: string) => {
  const end = sql<Date>`${due}::date + ${jobPostingDays}::integer`;
  return typed(q)
    .updateTable("jobs")
    .set({
      expiration_date: end,
      next_billing_date: end,
      approval_status: "approved",
      active: true,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", jobId)
    .execute();
};

/** A job due for renewal: what its order is made from. */
type DueJob = Pick<Selectable<Jobs>, "id" | "company_id" | "cost"> & { readonly due: string };

/**
 * Under the advisory lock: makes the orders of the jobs now due (once each), then claims the unpaid renewal
 * orders nobody holds. Answers null when another runner holds the lock.
 */
const claimDueRenewals = (deps: PaymentDeps, batch: number): Promise<ClaimedOrder[] | null> =>
  deps.db.transaction(async (tx) => {
    const k = typed(tx);
    const { rows: locks } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${renewalLockKey})) as locked`.execute(k);
    if (!locks[0]?.locked) return null;
    const { rows: due } = await sql<DueJob>`
      select j.id, j.company_id, j.cost, to_char(j.next_billing_date, 'YYYY-MM-DD') as due from jobs j
       where j.auto_renew and j.deleted_at is null and j.closed_at is null and j.approval_status = 'approved'
         and ${sql.raw(paidActionAllowedSql("j", "autoRenew"))} and j.next_billing_date <= current_date
       order by j.next_billing_date, j.id limit ${batch}`.execute(k);
    for (const job of due) {
      const order = await k
        .insertInto("orders")
        .values({
          company_id: job.company_id,
          paid_for: `job:${job.id}:auto_renew_job:${job.due}`,
          action_type: "auto_renew_job",
          job_id: job.id,
          amount: job.cost,
        })
        .onConflict((oc) => oc.column("paid_for").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (order) {
        await sql`
          insert into order_items (order_id, job_id, amount, addons)
          select ${order.id}, ${job.id}, ${job.cost}, coalesce(array_agg(a.addon_type order by a.addon_type)
                                      filter (where a.addon_type is not null and a.subscribed
                                                and a.paid_at is not null), '{}')
            from jobs j left join job_addons a on a.job_id = j.id where j.id = ${job.id}`.execute(k);
      }
    }
    const { rows } = await sql<ClaimedOrder>`
      update orders o set runner_lease_until = now() + make_interval(secs => ${renewalLeaseSeconds})
        from jobs j, companies c
       where o.job_id = j.id and c.id = o.company_id
         and o.id in (select id from orders where action_type = 'auto_renew_job' and status = 'PROCESSING_PAYMENT'
                       and (runner_lease_until is null or runner_lease_until < now()) order by id limit ${batch})
       returning o.id, o.company_id, o.post_id, o.action_type, o.amount, o.status, j.title as what,
                 o.job_id, c.billing_type, j.title, split_part(o.paid_for, ':', 4) as due`.execute(k);
    return rows;
  });

/** Renews what is due now; see the file's header for why each due job is charged once. */
export const runRenewals = async (
  deps: PaymentDeps,
  options: { readonly batch?: number } = {},
): Promise<RenewalReport> => {
  const claimed = await claimDueRenewals(deps, options.batch ?? 100);
  if (claimed === null) return { locked: false, renewed: 0, failed: 0, pending: 0 };
  let renewed = 0;
  let failed = 0;
  let pending = 0;
  const payer = { userId: null };
  for (const order of claimed) {
    const onPaid = async (tx: Queryable) => {
      await extendJob(tx, order.job_id, order.due);
      await notify(deps, tx, order, "auto_renew_job", noticeOf("auto_renew_job", order.title, order.due));
    };
    try {
      if (order.billing_type === "CONTRACT") await chargeOrderToInvoice(deps, payer, order, onPaid);
      else await chargeOrderByCard(deps, payer, order, undefined, onPaid);
      renewed += 1;
    } catch (error) {
      // Already paid (another runner finished it after a takeover): nothing left to do.
      if (error instanceof HttpError && error.status === 409) continue;
      const refused = error instanceof HttpError && (error.status === 402 || error.status === 422);
      if (!refused) {
        // No answer from the gateway (or a fault): the order stays open and a later run resumes it.
        pending += 1;
        deps.log(
          `renewal of order ${order.id} left for a later run: ${error instanceof Error ? error.message : error}`,
        );
        continue;
      }
      const reason = error.message || declineMessages.card_declined;
      await deps.db.transaction(async (tx) => {
        const k = typed(tx);
        await k
          .updateTable("orders")
          .set({ status: "DECLINED", runner_lease_until: null })
          .where("id", "=", order.id)
          .where("paid_at", "is", null)
          .execute();
        await k
          .updateTable("jobs")
          .set({
            auto_renew: false,
            next_billing_date: null,
            renewal_canceled_at: sql<Date>`now()`,
            renewal_cancellation_reason: `Payment failed: ${reason}`,
            updated_at: sql<Date>`now()`,
          })
          .where("id", "=", order.job_id)
          .execute();
        await notify(deps, tx, order, "failed_payments", noticeOf("failed_payments", order.title, reason));
      });
      failed += 1;
    }
  }
  return { locked: true, renewed, failed, pending };
};

/** The renewals as a job (ops/periodic.ts), every `intervalSeconds`. */
export const renewalTask = (deps: PaymentDeps, intervalSeconds: number): PeriodicTask => ({
  name: "renewals",
  intervalMs: intervalSeconds * 1000,
  run: async () => {
    const report = await runRenewals(deps);
    return report.renewed + report.failed + report.pending > 0
      ? `renewals: ${JSON.stringify(report)}`
      : undefined;
  },
});
