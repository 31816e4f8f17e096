import { isPaidOrder, type OrderActionType, orderActionLabels } from "@haulboard/domain";
import { renderReceipt } from "../documents/receipt.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import {
  cityLine,
  companyOf,
  loadBillingInfo,
  maskedOf,
  methodOf,
  type OrderRow,
  paidTransactionJoin,
} from "./billing.ts";

const addonLabels: Record<string, string> = { promote: "Promote", boost: "Boost", hyperlink: "Hyperlink" };

/** The receipt of a paid order of the caller's company (invoiceId names the order), as a PDF data: URL. */
const receipt = async ({ body, caller, deps }: HandlerInput<"payment.receipt">) => {
  const companyId = companyOf(caller);
  const [order] = await deps.db.query<
    OrderRow & { created_on: string; paid_on: string | null; company_id: number }
  >(
    `select o.id, o.company_id, o.action_type, o.amount, o.status, t.gateway_charge_id as transaction_id,
            to_char(o.created_at, 'YYYY-MM-DD') as created_on, to_char(o.paid_at, 'YYYY-MM-DD') as paid_on,
            t.provider, t.brand, t.last_four, t.invoice_id
       from orders o ${paidTransactionJoin}
      where o.id = $1 and o.company_id = $2`,
    [body.invoiceId, companyId],
  );
  if (!order) throw appError(Errors.orderNotFound, { field: "invoiceId" });
  if (!isPaidOrder(order.status) || !order.paid_on) {
    throw appError(Errors.orderNotPaid, { field: "invoiceId" });
  }
  const items = await deps.db.query<{
    title: string;
    city: string;
    state: string;
    addons: string[];
    amount: string;
  }>(
    `select j.title, j.city, j.state, i.addons, i.amount from order_items i join jobs j on j.id = i.job_id
      where i.order_id = $1 order by j.id`,
    [order.id],
  );
  const billing = await loadBillingInfo(deps.db, companyId);
  const pdf = await renderReceipt({
    orderId: order.id,
    companyName: billing.companyName,
    addressLines: [
      billing.street,
      [cityLine(billing.city, billing.state), billing.zipCode].filter(Boolean).join(" "),
    ].filter((line): line is string => Boolean(line)),
    // orders.action_type is checked against these five kinds, each with its label.
    actionLabel: orderActionLabels[order.action_type as OrderActionType],
    lines: items.map((item) => ({
      title: item.title,
      place: `${item.city}, ${item.state}`,
      addons: (item.addons ?? []).map((addon) => addonLabels[addon] ?? addon),
      amount: Number(item.amount),
    })),
    total: Number(order.amount),
    paymentMethod:
      order.provider === "CELERO"
        ? `${order.brand ?? "Card"} ${maskedOf(order.last_four)}`
        : (methodOf(order) ?? "Not recorded"),
    transactionId: order.transaction_id ?? "Not recorded",
    orderDate: order.created_on,
    paidDate: order.paid_on,
    status: order.status === "paid" ? "Paid" : "Charged to invoice",
  });
  return { data: { url: `data:application/pdf;base64,${pdf.toString("base64")}` } };
};

export const receiptRoute: Route<"payment.receipt"> = {
  access: roles(companySettingsRoles),
  handle: receipt,
};
