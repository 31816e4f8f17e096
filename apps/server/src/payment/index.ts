// Paying (employer-work §4 "Posting flow", §7 "Billing"; issues 16-18): the saved card, card tokenisation
// through the gateway, saving a card, charging a post token by card (CELERO) or to the invoice (CONTRACT);
// a job's paid boost, renewal and add-ons; and the company's billing: the billing contact, billing history
// (every payment attempt), order history (paid orders) with totals per month, receipts as PDF, and the
// invoices of invoice-billed companies. The card number and security number reach `tokenize` only:
// nothing stores or logs them.
import type { Routes } from "../http/context.ts";
import { billingDueRoute } from "./billingDue.ts";
import { billingHistoryRoute } from "./billingHistory.ts";
import { boostRoute } from "./boost.ts";
import { chargeRoute } from "./charge.ts";
import { getBillingRoute } from "./getBilling.ts";
import { getMethodRoute } from "./getMethod.ts";
import { invoiceChargeRoute } from "./invoiceCharge.ts";
import { invoiceLinesRoute } from "./invoiceLines.ts";
import { invoicesRoute } from "./invoices.ts";
import { orderHistoryRoute } from "./orderHistory.ts";
import { orderStatisticsRoute } from "./orderStatistics.ts";
import { payAddonsRoute } from "./payAddons.ts";
import { receiptRoute } from "./receipt.ts";
import { renewalRoute } from "./renewal.ts";
import { saveCardRoute } from "./saveCard.ts";
import { settleInvoiceRoute } from "./settleInvoice.ts";
import { testCardsRoute } from "./testCards.ts";
import { tokenizeCardRoute } from "./tokenizeCard.ts";
import { updateBillingRoute } from "./updateBilling.ts";

export const paymentRoutes: Routes = {
  "payment.testCards": testCardsRoute,
  "payment.getMethod": getMethodRoute,
  "payment.tokenizeCard": tokenizeCardRoute,
  "payment.saveCard": saveCardRoute,
  "payment.charge": chargeRoute,
  "payment.payAddons": payAddonsRoute,
  "payment.boost": boostRoute,
  "payment.renewal": renewalRoute,
  "payment.getBilling": getBillingRoute,
  "payment.updateBilling": updateBillingRoute,
  "payment.invoices": invoicesRoute,
  "payment.invoiceCharge": invoiceChargeRoute,
  "payment.billingHistory": billingHistoryRoute,
  "payment.billingDue": billingDueRoute,
  "payment.orderHistory": orderHistoryRoute,
  "payment.orderStatistics": orderStatisticsRoute,
  "payment.receipt": receiptRoute,
  "payment.invoiceLines": invoiceLinesRoute,
  "payment.settleInvoice": settleInvoiceRoute,
};
