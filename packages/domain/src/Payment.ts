import { alreadyPaidMarker } from "./ErrorCatalogue.ts";
import { notificationKindLabels } from "./Notification.ts";

/** Payment and invoice states (employer-work §4). */
export const paymentStates = ["CLOSED", "DECLINED", "APPROVED", "DISABLED", "PROCESSING_PAYMENT"] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Labels for the states; the spec shows the codes only, the wording is ours. */
export const paymentStateLabels: Readonly<Record<PaymentState, string>> = {
  CLOSED: "Closed",
  DECLINED: "Declined",
  APPROVED: "Approved",
  DISABLED: "Disabled",
  PROCESSING_PAYMENT: "Processing payment",
};

export const isPaymentState = (value: unknown): value is PaymentState =>
  typeof value === "string" && (paymentStates as readonly string[]).includes(value);

/** A paid order has this status (employer-work §4): one paid by card. */
export const paidOrderStatus = "paid";

/**
 * The statuses of a paid order, for both billing types: paid by card, or APPROVED on an invoice (an invoice
 * company's orders are never 'paid' one by one). The order history, its totals and receipts use this one
 * definition (issue 35 #14).
 */
export const paidOrderStatuses = [paidOrderStatus, "APPROVED"] as const;

export const isPaidOrder = (status: string): boolean =>
  (paidOrderStatuses as readonly string[]).includes(status);

/**
 * Charge action types. The spec names the new-job action; the codes follow the notification kinds
 * (new_job, renew_job, boost_job, auto_renew_job), our choice.
 */
export const chargeActionTypes = ["new_job", "renew_job", "boost_job", "auto_renew_job"] as const;
export type ChargeActionType = (typeof chargeActionTypes)[number];

/**
 * What an order was for: a charge action, or add-ons bought for a posted job (issue 17, beyond the spec).
 * Orders of every kind show in the billing history, the order history and an invoice's lines.
 */
export const orderActionTypes = [...chargeActionTypes, "addons"] as const;
export type OrderActionType = (typeof orderActionTypes)[number];

/** How an order's kind reads in the lists (ours). */
export const orderActionLabels: Readonly<Record<OrderActionType, string>> = {
  new_job: notificationKindLabels.new_job,
  renew_job: notificationKindLabels.renew_job,
  boost_job: notificationKindLabels.boost_job,
  auto_renew_job: notificationKindLabels.auto_renew_job,
  addons: "Add-ons",
};

/** A message containing 'is already paid. Aborting' means the charge was already made: success. */
export const isAlreadyPaidMessage = (message: string | null | undefined): boolean =>
  (message ?? "").includes(alreadyPaidMarker);
