import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import type { Deps } from "../deps.ts";
import type { Caller } from "../http/context.ts";
import type { JobRef } from "../jobs/writable.ts";
import { chargeOrderByCard, chargeOrderToInvoice, type OrderRow } from "../payments/charges.ts";

// Paying for a job's extras --------------------------------------------------------------------------

/** Finds or makes the order paying `paidFor`, with its amount; a paid order answers 'already paid'. */
export const orderFor = async (
  q: Queryable,
  caller: Caller,
  job: JobRef,
  action: "renew_job" | "boost_job" | "addons",
  paidFor: string,
  amount: number,
  what: string,
): Promise<OrderRow> => {
  const [order] = await q.query<OrderRow>(
    `with made as (
       insert into orders (company_id, paid_for, action_type, job_id, amount, created_by)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (paid_for) do nothing
       returning id, company_id, post_id, action_type, amount, status
     ), any_order as (
       select * from made
       union all
       select id, company_id, post_id, action_type, amount, status from orders where paid_for = $2
     )
     select *, $7::text as what from any_order limit 1`,
    [job.company_id, paidFor, action, job.id, amount, caller.userId, what],
  );
  // A twin request's insert, not yet committed when this statement took its snapshot, makes the insert do
  // nothing and stays unseen by the select: read it again in a statement of its own (it is committed by
  // then: the insert waited for it). Seen on PostgreSQL as a 500 for one of two payments sent at once.
  const [found] = order
    ? [order]
    : await typed(q)
        .selectFrom("orders")
        .select([
          "id",
          "company_id",
          "post_id",
          "action_type",
          "amount",
          "status",
          sql<string>`${what}::text`.as("what"),
        ])
        .where("paid_for", "=", paidFor)
        .execute();
  if (!found) throw new Error("order not made");
  await typed(q)
    .insertInto("order_items")
    .values({ order_id: found.id, job_id: job.id, amount })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return found;
};

/** Charges an order the way the job's company pays: its card (CELERO) or its open invoice (CONTRACT). */
export const pay = (
  deps: Deps,
  caller: Caller,
  job: JobRef,
  order: OrderRow,
  cardToken: string | undefined,
  onPaid: (tx: Queryable) => Promise<void>,
) =>
  job.billing_type === "CONTRACT"
    ? chargeOrderToInvoice(deps, caller, order, onPaid)
    : chargeOrderByCard(deps, caller, order, cardToken, onPaid);
