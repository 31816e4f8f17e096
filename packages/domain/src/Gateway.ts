/**
 * The card gateway as the product sees it: the sandbox's test cards and the texts of its answers
 * (employer-work §4 "Payment and invoice states", §8). The spec shows neither the provider's test numbers
 * nor its decline wording; both are ours, modelled on a real provider's test mode. The server's sandbox
 * adapter, the wizard's stories and the e2e journeys all read them from here.
 */

/** Why the gateway refused a card (a decline code, as providers send them). */
export const declineCodes = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "processing_error",
] as const;
export type DeclineCode = (typeof declineCodes)[number];

/** What the server answers for each decline (402, the first error message). */
export const declineMessages: Readonly<Record<DeclineCode, string>> = {
  card_declined: "Your card was declined. Try another card.",
  insufficient_funds: "Your card has insufficient funds. Try another card.",
  expired_card: "Your card has expired. Try another card.",
  incorrect_cvc: "The security number of your card is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little while.",
};

export const isDeclineCode = (value: unknown): value is DeclineCode =>
  typeof value === "string" && (declineCodes as readonly string[]).includes(value);

/**
 * What a sandbox card does: `approve` always; a decline code refuses the card when it is saved and when it
 * is charged (tokenising it works, as with a real provider); `declineAfterSave` saves fine and declines every
 * later charge with card_declined (a card that went bad: failed renewals).
 */
export type SandboxBehaviour = "approve" | "declineAfterSave" | DeclineCode;

/** The sandbox's documented test cards (any future expiry date, any 3-digit security number, any holder). */
export const sandboxCards = {
  approve: "4242424242424242",
  approveMastercard: "5555555555554444",
  genericDecline: "4000000000000002",
  insufficientFunds: "4000000000009995",
  expiredCard: "4000000000000069",
  incorrectCvc: "4000000000000127",
  processingError: "4000000000000119",
  declineAfterSave: "4000000000000341",
} as const;
export type SandboxCard = keyof typeof sandboxCards;

const behaviours: Readonly<Record<string, SandboxBehaviour>> = {
  [sandboxCards.genericDecline]: "card_declined",
  [sandboxCards.insufficientFunds]: "insufficient_funds",
  [sandboxCards.expiredCard]: "expired_card",
  [sandboxCards.incorrectCvc]: "incorrect_cvc",
  [sandboxCards.processingError]: "processing_error",
  [sandboxCards.declineAfterSave]: "declineAfterSave",
};

/** The sandbox behaviour of a (digits only) card number: any other valid number approves. */
export const sandboxBehaviourOf = (digits: string): SandboxBehaviour => behaviours[digits] ?? "approve";

/** What the local trial's payment step says each test card does (approvals ours, declines the server's). */
export const SandboxOutcomeText = {
  approve: "Approved",
  declineAfterSave: "Saved, then every later charge is declined (a failed renewal)",
} as const;

/** A test card and what paying with it does: the local trial lists them on its payment step. */
export interface SandboxTestCard {
  readonly number: string;
  readonly outcome: string;
}

/** The sandbox's documented cards with their outcomes, in the order of `sandboxCards`. */
export const sandboxTestCards = (): readonly SandboxTestCard[] =>
  Object.values(sandboxCards).map((number) => {
    const behaviour = sandboxBehaviourOf(number);
    return {
      number,
      outcome: isDeclineCode(behaviour) ? declineMessages[behaviour] : SandboxOutcomeText[behaviour],
    };
  });

/** `<what> is already paid. Aborting` (the marker of employer-work §8 is its tail). */
export const alreadyPaidMessage = (what: string): string => `${what} is already paid. Aborting`;

/** Gateway and idempotency answers of the server (ours). */
export const PaymentText = {
  idempotencyMismatch: "This idempotency key was already used with different parameters",
  idempotencyInProgress: "A payment with this idempotency key is still in progress. Try again shortly.",
  gatewayTimeout: "The payment gateway did not answer. Try again.",
  noSavedCard: "There is no saved card for this company. Enter a card to pay.",
  cardTokenUnknown: "This card token is unknown or was already used. Enter the card again.",
  invoiceOnly: "This company pays by invoice: its posts are charged to the invoice.",
  cardOnly: "This company pays by card: enter a card to pay.",
  chargedToInvoice: "The post was charged to your invoice",
  postHasNoJobs: "This job post has no jobs left to pay for: its jobs were deleted.",
  postBeingPaid: "This job post is being paid: change its add-ons once the payment is done.",
  addonRemovalNoRefund:
    "Removing a paid add-on ends it now. What was paid for it is not refunded, and it is not charged again at renewal.",
  addonsPending: "Pending: pay to make it live",
  staffPaidBoost:
    "Staff boost a job with the free admin boost. A paid boost is the company's own decision: act as one of its users to make it.",
} as const;

/**
 * The states of a job a paid action looks at (issue 44 #9): unpaid (its post is not paid yet), closed
 * (closed or cancelled), expired (past its expiration date), open. One rule for both billing paths (card
 * and invoice) and for the renewal runner.
 */
export const paidJobStates = ["open", "closed", "expired", "unpaid"] as const;
export type PaidJobState = (typeof paidJobStates)[number];

/** The paid actions on a posted job. */
export const paidJobActions = ["boost", "addons", "renewal", "autoRenew"] as const;
export type PaidJobAction = (typeof paidJobActions)[number];

/** In which states each paid action may charge: boosts and add-ons need a live job; renewals also revive an expired one. */
export const paidActionStates: Readonly<Record<PaidJobAction, readonly PaidJobState[]>> = {
  boost: ["open"],
  addons: ["open"],
  renewal: ["open", "expired"],
  autoRenew: ["open", "expired"],
};

/** Why a paid action is refused in a state (422, the first error message). */
export const paidJobStateMessages: Readonly<Record<Exclude<PaidJobState, "open">, string>> = {
  unpaid: "This job is not posted yet: pay for its post first",
  closed: "This job is closed: a closed job is not boosted, renewed or given add-ons",
  expired: "This job has expired: renew it first",
};
