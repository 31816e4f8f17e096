import { ErrorText } from "../ErrorCatalogue.ts";

/** Status of the card tokenization (employer-work §4). */
export const cardTokenStatuses = ["success", "error", "validation"] as const;
export type CardTokenStatus = (typeof cardTokenStatuses)[number];

/** What a card validation error is about. */
export const cardErrorKinds = [
  "number",
  "expiration",
  "securityNumber",
  "fails",
  "unknown",
  "missingToken",
] as const;
export type CardErrorKind = (typeof cardErrorKinds)[number];

export const cardErrorMessages: Readonly<Record<CardErrorKind, string>> = {
  number: ErrorText.cardInvalidNumber,
  expiration: ErrorText.cardInvalidExpiration,
  securityNumber: ErrorText.cardInvalidSecurityNumber,
  fails: ErrorText.cardValidationFails,
  unknown: ErrorText.cardUnknownError,
  missingToken: ErrorText.cardMissingToken,
};

export const cardErrorMessage = (kind: CardErrorKind): string => cardErrorMessages[kind];

/**
 * Reads a provider's validation error field name into a kind. The names accepted are our choice, as the spec
 * does not show the provider's: card number / number / ccnumber, expiration / exp / expiry, cvv / cvc /
 * security; anything else is unknown.
 */
export const cardErrorKindOf = (field: string | null | undefined): CardErrorKind => {
  const name = (field ?? "").toLowerCase().replace(/[^a-z]/g, "");
  if (name === "") return "unknown";
  if (/(cvv|cvc|security)/.test(name)) return "securityNumber";
  if (/(exp)/.test(name)) return "expiration";
  if (/(number|ccnumber|card)/.test(name)) return "number";
  return "unknown";
};

/** The payment step steps through these phases in order, ending in success or error. */
export const paymentPhases = ["tokenFetch", "cardValidation", "charging", "success", "error"] as const;
export type PaymentPhase = (typeof paymentPhases)[number];
