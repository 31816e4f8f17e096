import { defaultPageSize, paidOrderStatuses } from "@haulboard/domain";
import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { companyOf, methodOf, type OrderRow, orderTitleSql, paidTransactionJoin } from "./billing.ts";

/**
 * The company's ($1) paid orders of the statuses $2. The literal `status in (…)` repeats the partial index's
 * predicate (orders_company_paid): after five runs PostgreSQL plans a statement once for any parameters, and
 * only a literal lets that generic plan use the partial index. With `= any($2)` alone it walked every order
 * of the company (thousands of unpaid ones in the bench): 4.2 ms for a page instead of 0.6 ms.
 */
const paidOrdersOf = `o.company_id = $1 and o.status in ('paid', 'APPROVED') and o.status = any($2::text[])
                 and o.paid_at is not null`;

/** Paid orders (paid by card, or APPROVED on an invoice), newest first. */
const orderHistory = async ({ query, caller, deps }: HandlerInput<"payment.orderHistory">) => {
  const companyId = companyOf(caller);
  const page = pageOf(query, defaultPageSize);
  const statuses: readonly string[] = query?.status ? [query.status] : paidOrderStatuses;
  // Both drivers read json as values (db/postgres.ts parses json and jsonb; PGlite does so itself).
  const [result] = await deps.db.query<{ rows: OrderRow[]; total: number }>(
    `select coalesce((select json_agg(page) from (
              select o.id, ${orderTitleSql} as title, o.action_type, o.amount, o.status,
                     t.gateway_charge_id as transaction_id, to_char(o.paid_at, 'YYYY-MM-DD') as billing_date,
                     t.provider, t.brand, t.last_four, t.invoice_id
                from orders o ${paidTransactionJoin}
               where ${paidOrdersOf}
               order by o.paid_at desc, o.id desc limit $3 offset $4) page), '[]') as rows,
            (select count(*)::integer from orders o where ${paidOrdersOf}) as total`,
    [companyId, statuses, page.take, page.skip],
  );
  const rows = result?.rows ?? [];
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title ?? "",
      actionType: row.action_type,
      amount: Number(row.amount),
      status: row.status,
      transactionId: row.transaction_id,
      billingDate: row.billing_date,
      paymentMethod: methodOf(row),
    })),
    pagination: { ...page, total: result?.total ?? 0 },
  };
};

export const orderHistoryRoute: Route<"payment.orderHistory"> = {
  access: roles(companySettingsRoles),
  handle: orderHistory,
};
