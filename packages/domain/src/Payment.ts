import { alreadyPaidMarker } from "./ErrorCatalogue.ts";

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

/** A paid order has this status; the order history asks for it. */
export const paidOrderStatus = "paid";

/**
 * Charge action types. The spec names the new-job action; the codes follow the notification kinds
 * (new_job, renew_job, boost_job, auto_renew_job), our choice.
 */
export const chargeActionTypes = ["new_job", "renew_job", "boost_job", "auto_renew_job"] as const;
export type ChargeActionType = (typeof chargeActionTypes)[number];

/** A message containing 'is already paid. Aborting' means the charge was already made: success. */
export const isAlreadyPaidMessage = (message: string | null | undefined): boolean =>
  (message ?? "").includes(alreadyPaidMarker);
