import { chargeActionTypes, orderActionTypes, paidOrderStatus, paymentStates } from "@haulboard/domain";
import { Schema } from "effect";
import { BillingType } from "./Companies.ts";
import * as Endpoint from "./Endpoint.ts";
import { Id, IdFromString, IsoDate, IsoDateTime, PageQuery, UrlAnswer } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** What a charge pays for (the notification kinds of access §3). */
export const ChargeAction = Schema.Literals(chargeActionTypes);
/** What an order was for (lists of orders): a charge action or add-ons. */
export const OrderAction = Schema.Literals(orderActionTypes);
export type ChargeAction = typeof ChargeAction.Type;

/** Payment and invoice states (employer-work §4), plus 'paid' for a paid order. */
export const PaymentStatus = Schema.Literals([...paymentStates, paidOrderStatus]);
export type PaymentStatus = typeof PaymentStatus.Type;

export const PaymentMethod = WireStruct(
  {
    cardType: Schema.String,
    /** MM/YY. */
    expirationDate: Schema.String,
    cardHolder: Schema.String,
    /** `**** **** **** 4242`. */
    maskedNumber: Schema.String,
  },
  { cardHolder: "card_holder_name" },
);
export type PaymentMethod = typeof PaymentMethod.Type;

/** The sandbox gateway's card form; the answer's token is all that is stored. */
export const TokenizeCardRequest = WireStruct({
  /** Digits, spaces and dashes as typed. */
  number: Schema.String.check(Schema.isMaxLength(30)),
  /** MM/YY (or MM/YYYY). */
  expirationDate: Schema.String.check(Schema.isMaxLength(10)),
  cvv: Schema.String.check(Schema.isMaxLength(8)),
  cardHolderName: Schema.String.check(Schema.isBetweenLength(1, 100)),
});
export type TokenizeCardRequest = typeof TokenizeCardRequest.Type;

/**
 * A one-time card token (`tok_…`): charge it once (payment.charge card_token) or save it as the company's
 * card (payment.saveCard). `brand` and `lastFour` let a screen name the card.
 */
export const CardToken = WireStruct({
  cardToken: Schema.String,
  brand: Schema.String,
  lastFour: Schema.String,
});
export type CardToken = typeof CardToken.Type;

export const SaveCardRequest = WireStruct({
  token: Schema.String.check(Schema.isMaxLength(100)),
  cardHolderName: Schema.String.check(Schema.isBetweenLength(1, 100)),
});

/**
 * A client-chosen key per payment attempt (8–100 letters, digits, `-` or `_`, e.g. a UUID), sent again
 * unchanged on a retry: the retry answers the first result; the same key with other parameters is a 422.
 */
export const IdempotencyKey = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{8,100}$/));
export type SaveCardRequest = typeof SaveCardRequest.Type;

/** Charge a job post token (secret_token from jobs.create). Without card_token the saved card is used. */
export const ChargeRequest = WireStruct({
  secretToken: Schema.String.check(Schema.isMaxLength(100)),
  actionType: ChargeAction,
  cardToken: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
  idempotencyKey: Schema.optionalKey(IdempotencyKey),
});
export type ChargeRequest = typeof ChargeRequest.Type;

export const InvoiceChargeRequest = WireStruct({
  secretToken: Schema.String.check(Schema.isMaxLength(100)),
  actionType: ChargeAction,
  idempotencyKey: Schema.optionalKey(IdempotencyKey),
});
export type InvoiceChargeRequest = typeof InvoiceChargeRequest.Type;

/** A charge's outcome: `transactionId` is the gateway's charge id (CELERO) or the invoice line (CONTRACT). */
export const ChargeResult = WireStruct({
  transactionId: Schema.String,
  amount: Schema.Finite,
  status: PaymentStatus,
  /** The invoice a CONTRACT charge was put on, else null. */
  invoiceId: Schema.NullOr(Id),
});
export type ChargeResult = typeof ChargeResult.Type;

export const PayAddonsRequest = WireStruct({
  jobId: Id,
  /** A one-time card token; without it the company's saved card is charged (invoice companies: their invoice). */
  cardToken: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
  idempotencyKey: Schema.optionalKey(IdempotencyKey),
});
export type PayAddonsRequest = typeof PayAddonsRequest.Type;

export const BoostRequest = WireStruct({ jobId: Id, isAdmin: Schema.Boolean }, { isAdmin: "isAdmin" });
export type BoostRequest = typeof BoostRequest.Type;

export const RenewalRequest = WireStruct({
  jobId: Id,
  cardToken: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(100))),
  /** One per "Renew now" click: every renewal is a new period, so only the key tells a retry from a second renewal. */
  idempotencyKey: Schema.optionalKey(IdempotencyKey),
});
export type RenewalRequest = typeof RenewalRequest.Type;

export const BillingInfo = WireStruct({
  firstName: Schema.String,
  lastName: Schema.String,
  phone: Schema.NullOr(Schema.String),
  companyName: Schema.String,
  location: Schema.NullOr(Schema.String),
  street: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zipCode: Schema.NullOr(Schema.String),
  billingType: BillingType,
});
export type BillingInfo = typeof BillingInfo.Type;

export const UpdateBillingInfoRequest = WireStruct({
  firstName: Schema.optionalKey(Schema.String),
  lastName: Schema.optionalKey(Schema.String),
  phone: Schema.optionalKey(Schema.String),
  companyName: Schema.optionalKey(Schema.String),
  location: Schema.optionalKey(Schema.String),
  street: Schema.optionalKey(Schema.String),
  city: Schema.optionalKey(Schema.String),
  state: Schema.optionalKey(Schema.String),
  zipCode: Schema.optionalKey(Schema.String),
});
export type UpdateBillingInfoRequest = typeof UpdateBillingInfoRequest.Type;

export const Invoice = WireStruct({
  id: Id,
  amount: Schema.Finite,
  status: PaymentStatus,
  transactionId: Schema.NullOr(Schema.String),
  billingDate: IsoDate,
});
export type Invoice = typeof Invoice.Type;

export const BillingHistoryRow = WireStruct({
  id: Id,
  title: Schema.String,
  autoRenew: Schema.Boolean,
  billingDate: IsoDate,
  createdAt: IsoDateTime,
  paymentMethod: Schema.NullOr(
    WireStruct({ description: Schema.String, cardType: Schema.String, maskedNumber: Schema.String }),
  ),
  addons: Schema.Array(Schema.Literals(["promote", "boost", "hyperlink"])),
  amount: Schema.Finite,
  /** The attempt's state (issue 18: billing history shows status and transaction id). */
  status: PaymentStatus,
  transactionId: Schema.NullOr(Schema.String),
});
export type BillingHistoryRow = typeof BillingHistoryRow.Type;

/** A paid order of the order history (issue 18): what was bought, for how much, how, and its receipt id. */
export const Order = WireStruct({
  id: Id,
  /** The job title, or "N jobs" for a post of several. */
  title: Schema.String,
  actionType: OrderAction,
  amount: Schema.Finite,
  status: PaymentStatus,
  transactionId: Schema.NullOr(Schema.String),
  /** The day it was paid (or put on the invoice). */
  billingDate: IsoDate,
  /** `Visa ending 4242`, or `Invoice #12` for CONTRACT. */
  paymentMethod: Schema.NullOr(Schema.String),
});
export type Order = typeof Order.Type;

/** Totals of paid orders per month (order history statistics). */
export const OrderPeriodTotal = WireStruct({
  /** `YYYY-MM`. */
  period: Schema.String,
  orders: Schema.Int,
  total: Schema.Finite,
});
export type OrderPeriodTotal = typeof OrderPeriodTotal.Type;

export const OrderStatistics = WireStruct({
  periods: Schema.Array(OrderPeriodTotal),
  orders: Schema.Int,
  total: Schema.Finite,
});
export type OrderStatistics = typeof OrderStatistics.Type;

export const OrderHistoryQuery = Schema.Struct({
  ...PageQuery.fields,
  statistics: Schema.optionalKey(Schema.Literals(["true", "false"])),
  status: Schema.optionalKey(PaymentStatus),
});

export const JobInvoiceRequest = WireStruct({ jobId: Id });
export const ReceiptRequest = WireStruct({ invoiceId: Id }, { invoiceId: "invoiceId" });

/** A card of the local trial's sandbox gateway and what paying with it does. */
export const TestCard = WireStruct({ number: Schema.String, outcome: Schema.String });
export type TestCard = typeof TestCard.Type;

export const testCards = Endpoint.make({
  name: "payment.testCards",
  method: "GET",
  path: "/payment/test-cards",
  auth: "bearer",
  success: Schema.Array(TestCard),
  description:
    "The sandbox gateway's test cards for the payment step of a local trial; empty with a real gateway.",
});

export const getPaymentMethod = Endpoint.make({
  name: "payment.getMethod",
  method: "GET",
  path: "/payment/company/payment-method",
  auth: "bearer",
  success: Schema.NullOr(PaymentMethod),
  description: "The company's saved card, or null.",
});

export const tokenizeCard = Endpoint.make({
  name: "payment.tokenizeCard",
  method: "POST",
  path: "/payment/card/tokenize",
  auth: "bearer",
  body: TokenizeCardRequest,
  success: CardToken,
  description: "The card gateway (sandbox by default): a one-time card token; card data is never stored.",
});

export const saveCard = Endpoint.make({
  name: "payment.saveCard",
  method: "POST",
  path: "/payment/company/payment-method",
  auth: "bearer",
  body: SaveCardRequest,
  success: PaymentMethod,
  description: "Save a tokenized card as the company's payment method.",
});

export const charge = Endpoint.make({
  name: "payment.charge",
  method: "POST",
  path: "/payment/employer/job/charge",
  auth: "bearer",
  body: ChargeRequest,
  success: ChargeResult,
  description: "Card-billed companies: charge a jobs post token. 409 '… is already paid. Aborting' if paid.",
});

export const payAddons = Endpoint.make({
  name: "payment.payAddons",
  method: "POST",
  path: "/payment/employer/job/addons",
  auth: "bearer",
  body: PayAddonsRequest,
  success: ChargeResult,
  description: "Charge a job's new add-ons.",
});

export const boost = Endpoint.make({
  name: "payment.boost",
  method: "POST",
  path: "/payment/employer/job/boost",
  auth: "bearer",
  body: BoostRequest,
  success: ChargeResult,
  description: "Boost a job (isAdmin true: admins, no charge).",
});

export const renewal = Endpoint.make({
  name: "payment.renewal",
  method: "POST",
  path: "/payment/invoice/renewal",
  auth: "bearer",
  body: RenewalRequest,
  success: ChargeResult,
  description: "Renew a job now.",
});

export const getBillingInfo = Endpoint.make({
  name: "payment.getBilling",
  method: "GET",
  path: "/payment/company/billing",
  auth: "bearer",
  success: BillingInfo,
  description: "The company's billing contact and address.",
});

export const updateBillingInfo = Endpoint.make({
  name: "payment.updateBilling",
  method: "PATCH",
  path: "/payment/company/billing",
  auth: "bearer",
  body: UpdateBillingInfoRequest,
  success: BillingInfo,
  description: "Change the billing contact and address.",
});

export const listInvoices = Endpoint.make({
  name: "payment.invoices",
  method: "GET",
  path: "/payment/company/invoice",
  auth: "bearer",
  query: PageQuery,
  success: Schema.Array(Invoice),
  paginated: true,
  description: "Invoice-billed companies: their invoices.",
});

export const chargeInvoice = Endpoint.make({
  name: "payment.invoiceCharge",
  method: "POST",
  path: "/payment/company/invoice/charge",
  auth: "bearer",
  body: InvoiceChargeRequest,
  success: ChargeResult,
  description: "Invoice-billed companies: put a jobs post token on the invoice (automatic after posting).",
});

export const jobInvoice = Endpoint.make({
  name: "payment.jobInvoice",
  method: "POST",
  path: "/payment/employer/job/invoice",
  auth: "bearer",
  body: JobInvoiceRequest,
  success: Invoice,
  description: "The invoice line of one job.",
});

export const billingHistory = Endpoint.make({
  name: "payment.billingHistory",
  method: "GET",
  path: "/payment/company/billing/history",
  auth: "bearer",
  query: PageQuery,
  success: Schema.Array(BillingHistoryRow),
  paginated: true,
  description: "Charges of the company, newest first.",
});

/** A posted job's add-ons that are chosen and wait for payment (payment.payAddons pays them). */
export const PendingAddons = WireStruct({
  jobId: Id,
  title: Schema.String,
  addons: Schema.Array(Schema.Literals(["promote", "boost", "hyperlink"])),
  amount: Schema.Finite,
});
export type PendingAddons = typeof PendingAddons.Type;

/** A job's next renewal: what its auto-renewal charges (base plus its paid add-ons) and when. */
export const RenewalDue = WireStruct({
  jobId: Id,
  title: Schema.String,
  date: IsoDate,
  amount: Schema.Finite,
  addons: Schema.Array(Schema.Literals(["promote", "boost", "hyperlink"])),
});
export type RenewalDue = typeof RenewalDue.Type;

/** What the company owes now (pending add-ons) and next (renewals, soonest first, at most 20). */
export const BillingDue = WireStruct({
  pending: Schema.Array(PendingAddons),
  renewals: Schema.Array(RenewalDue),
});
export type BillingDue = typeof BillingDue.Type;

export const billingDue = Endpoint.make({
  name: "payment.billingDue",
  method: "GET",
  path: "/payment/company/billing/due",
  auth: "bearer",
  success: BillingDue,
  description: "Add-ons waiting for payment and the next renewals of the company's jobs (issue 36 #1).",
});

export const orderHistory = Endpoint.make({
  name: "payment.orderHistory",
  method: "GET",
  path: "/payment/company/orders",
  auth: "bearer",
  query: OrderHistoryQuery,
  success: Schema.Array(Order),
  paginated: true,
  description: "Paid orders of the company, newest first, each with its receipt (invoiceId = order id).",
});

export const orderStatistics = Endpoint.make({
  name: "payment.orderStatistics",
  method: "GET",
  path: "/payment/company/orders/statistics",
  auth: "bearer",
  success: OrderStatistics,
  description: "Totals of the company's paid orders per month (the last 12 months) and overall.",
});

export const paymentReceipt = Endpoint.make({
  name: "payment.receipt",
  method: "POST",
  path: "/payment/company/billing/payment-receipt",
  auth: "bearer",
  body: ReceiptRequest,
  success: UrlAnswer,
  description:
    "The receipt PDF of a paid order (invoiceId = order id), generated on the server, as a data: URL.",
});

/** A line of an invoice (issue 18): an order put on it — a new post, a renewal, add-ons. */
export const InvoiceLine = WireStruct({
  orderId: Id,
  title: Schema.String,
  actionType: OrderAction,
  amount: Schema.Finite,
  /** The day it was put on the invoice. */
  chargedOn: IsoDate,
});
export type InvoiceLine = typeof InvoiceLine.Type;

export const InvoiceParams = Schema.Struct({ id: IdFromString });

export const invoiceLines = Endpoint.make({
  name: "payment.invoiceLines",
  method: "GET",
  path: "/payment/company/invoice/{id}/lines",
  auth: "bearer",
  params: InvoiceParams,
  success: Schema.Array(InvoiceLine),
  description: "The lines of one of the company's invoices (jobs and add-ons charged to it).",
});

/** Admins: close the open invoice (CLOSED), then mark it paid ('paid'). */
export const SettleInvoiceRequest = WireStruct({ status: Schema.Literals(["CLOSED", "paid"]) });
export type SettleInvoiceRequest = typeof SettleInvoiceRequest.Type;

export const settleInvoice = Endpoint.make({
  name: "payment.settleInvoice",
  method: "PATCH",
  path: "/admin/invoices/{id}",
  auth: "bearer",
  params: InvoiceParams,
  body: SettleInvoiceRequest,
  success: Invoice,
  description: "Admins only: close an open invoice, or mark a closed one paid (its orders become paid).",
});

/** The calls of this resource by name, as `api.payment` and the client (`client.payment.<call>`) expose them. */
export const paymentCalls = {
  getMethod: getPaymentMethod,
  testCards: testCards,
  tokenizeCard: tokenizeCard,
  saveCard: saveCard,
  charge: charge,
  payAddons: payAddons,
  boost: boost,
  renewal: renewal,
  getBilling: getBillingInfo,
  updateBilling: updateBillingInfo,
  invoices: listInvoices,
  invoiceCharge: chargeInvoice,
  jobInvoice: jobInvoice,
  billingHistory: billingHistory,
  orderHistory: orderHistory,
  receipt: paymentReceipt,
  // Issue 18: order history statistics, invoice lines, settling invoices.
  orderStatistics: orderStatistics,
  invoiceLines: invoiceLines,
  settleInvoice: settleInvoice,
  billingDue: billingDue,
} as const;
