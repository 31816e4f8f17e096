/** Up to 8 digits with up to 2 decimals (access §5). */
export const amountPattern = /^\d{1,8}(?:\.\d{1,2})?$/;

/** The spec gives the rule without a message: ours. */
export const AmountMessages = { invalid: "Enter an amount of up to 8 digits and 2 decimals" } as const;

/**
 * Checks the typed text of an amount ("12345678.99" yes, "123456789" and "1.234" no). Kept apart from the
 * Schema (`Amount.ts`) so that a screen checking amounts as typed does not load effect's Schema.
 */
export const isAmount = (value: string): boolean => amountPattern.test(value);
