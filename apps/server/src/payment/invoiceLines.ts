import { appError, Errors } from "../errors/catalogue.ts";
import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { companyOf, orderTitleSql } from "./billing.ts";

/** The lines of one of the caller's company's invoices. */
const invoiceLines = async ({ params, caller, deps }: HandlerInput<"payment.invoiceLines">) => {
  const companyId = companyOf(caller);
  const [invoice] = await deps.db.query<{ id: number }>(
    "select id from invoices where id = $1 and company_id = $2",
    [params.id, companyId],
  );
  if (!invoice) throw appError(Errors.invoiceNotFound);
  const rows = await deps.db.query<{
    order_id: number;
    title: string | null;
    action_type: string;
    amount: string;
    charged_on: string;
  }>(
    `select o.id as order_id, ${orderTitleSql} as title, o.action_type, o.amount,
            to_char(coalesce(o.paid_at, o.created_at), 'YYYY-MM-DD') as charged_on
       from orders o where o.invoice_id = $1 order by o.paid_at, o.id`,
    [invoice.id],
  );
  return {
    data: rows.map((row) => ({
      orderId: row.order_id,
      title: row.title ?? "",
      actionType: row.action_type,
      amount: Number(row.amount),
      chargedOn: row.charged_on,
    })),
  };
};

export const invoiceLinesRoute: Route<"payment.invoiceLines"> = {
  access: roles(companySettingsRoles),
  handle: invoiceLines,
};
