import { Schema } from "effect";
import { isUsZipCode, zipCodeInvalidText } from "./Address.ts";
import { matching } from "./rules.ts";

/** The billing contact form's messages (employer-work §7 gives no rules; ours). */
export const BillingContactMessages = {
  firstName: "Enter a first name",
  lastName: "Enter a last name",
  companyName: "Enter the company name",
  state: "Enter a two-letter state code",
  zipCode: zipCodeInvalidText,
} as const;

const filled = (message: string) => Schema.String.check(Schema.isMinLength(1, { message }));

/** The billing contact as the form edits it: names and company required, a two-letter state and a US ZIP when given. */
export const BillingContactForm = Schema.Struct({
  firstName: filled(BillingContactMessages.firstName),
  lastName: filled(BillingContactMessages.lastName),
  phone: Schema.String,
  companyName: filled(BillingContactMessages.companyName),
  location: Schema.String,
  street: Schema.String,
  city: Schema.String,
  state: Schema.String.check(matching((text) => /^([A-Za-z]{2})?$/.test(text), BillingContactMessages.state)),
  zipCode: Schema.String.check(
    matching((text) => text === "" || isUsZipCode(text), BillingContactMessages.zipCode),
  ),
});
export type BillingContactForm = typeof BillingContactForm.Type;
