import { adminRoles } from "@haulboard/domain";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

/**
 * Admins settle an invoice: the open one is CLOSED (the next charge opens a new one), a closed one is
 * marked paid and its orders with it. One statement per step, conditional on the current state, so two
 * admins pressing at once change it once.
 */
const settleInvoice = async ({ params, body, deps }: HandlerInput<"payment.settleInvoice">) => {
  const from = body.status === "CLOSED" ? "PROCESSING_PAYMENT" : "CLOSED";
  const invoice = await deps.db.transaction(async (tx) => {
    const [changed] = await tx.query<{ id: number }>(
      `update invoices set status = $2,
              closed_at = case when $2 = 'CLOSED' then now() else closed_at end,
              paid_at = case when $2 = 'paid' then now() else paid_at end
        where id = $1 and status = $3 returning id`,
      [params.id, body.status, from],
    );
    if (!changed) {
      const [exists] = await tx.query("select 1 from invoices where id = $1", [params.id]);
      throw exists
        ? appError(Errors.invoiceStateChange, { field: "status" })
        : appError(Errors.invoiceNotFound);
    }
    if (body.status === "paid") {
      await tx.query("update orders set status = 'paid' where invoice_id = $1 and status = 'APPROVED'", [
        params.id,
      ]);
    }
    const [row] = await tx.query<{ id: number; amount: string | null; status: string; billing_date: string }>(
      `select v.id, (select sum(o.amount) from orders o where o.invoice_id = v.id) as amount, v.status,
              to_char(v.billing_date, 'YYYY-MM-DD') as billing_date
         from invoices v where v.id = $1`,
      [params.id],
    );
    return onlyRow(
      [row].filter((found) => found !== undefined),
      "settled invoice",
    );
  });
  return {
    data: {
      id: invoice.id,
      amount: Number(invoice.amount ?? 0),
      status: invoice.status,
      transactionId: null,
      billingDate: invoice.billing_date,
    },
  };
};

// Settling an invoice is the back office's: admins and super admins.
export const settleInvoiceRoute: Route<"payment.settleInvoice"> = {
  access: roles(adminRoles),
  handle: settleInvoice,
};
