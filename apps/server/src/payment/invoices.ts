import { defaultPageSize } from "@haulboard/domain";
import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { companyOf } from "./billing.ts";

/** The invoices of a CONTRACT company, newest first, each with the sum of its lines. */
const listInvoices = async ({ query, caller, deps }: HandlerInput<"payment.invoices">) => {
  const companyId = companyOf(caller);
  const page = pageOf(query, defaultPageSize);
  const rows = await deps.db.query<{
    id: number;
    amount: string | null;
    status: string;
    billing_date: string;
    total: number;
  }>(
    `select v.id, (select sum(o.amount) from orders o where o.invoice_id = v.id) as amount, v.status,
            to_char(v.billing_date, 'YYYY-MM-DD') as billing_date, count(*) over ()::integer as total
       from invoices v where v.company_id = $1
      order by (v.status = 'PROCESSING_PAYMENT') desc, v.created_at desc, v.id desc limit $2 offset $3`,
    [companyId, page.take, page.skip],
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      amount: Number(row.amount ?? 0),
      status: row.status,
      transactionId: null,
      billingDate: row.billing_date,
    })),
    pagination: { ...page, total: rows[0]?.total ?? 0 },
  };
};

export const invoicesRoute: Route<"payment.invoices"> = {
  access: roles(companySettingsRoles),
  handle: listInvoices,
};
