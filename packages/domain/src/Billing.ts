/** Billing types and their provider codes (employer-work §1, §9). */
export const billingTypes = ["card", "invoice"] as const;
export type BillingType = (typeof billingTypes)[number];

export const billingTypeLabels: Readonly<Record<BillingType, string>> = {
  card: "Credit Card",
  invoice: "Invoice",
};

export const providerCodes: Readonly<Record<BillingType, "CELERO" | "CONTRACT">> = {
  card: "CELERO",
  invoice: "CONTRACT",
};
export type ProviderCode = (typeof providerCodes)[BillingType];

export const billingTypeLabel = (type: BillingType): string => billingTypeLabels[type];
export const providerCodeOf = (type: BillingType): ProviderCode => providerCodes[type];

/**
 * Reads a company's billing type from any of its spellings: the provider code (CELERO, CONTRACT), the label
 * (Credit Card, Invoice) or the short name (card, invoice); case-insensitive. Unknown values give undefined.
 */
export const billingTypeOf = (value: string | null | undefined): BillingType | undefined => {
  switch ((value ?? "").trim().toLowerCase()) {
    case "celero":
    case "credit card":
    case "card":
      return "card";
    case "contract":
    case "invoice":
      return "invoice";
    default:
      return undefined;
  }
};

/** Invoice-billed companies are charged automatically; card-billed ones go through the payment step. */
export const needsPaymentStep = (type: BillingType): boolean => type === "card";
