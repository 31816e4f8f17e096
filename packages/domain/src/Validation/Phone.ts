import { usPhoneLength, usPhonePattern } from "../Phone.ts";
import { matching, requiredText, stopping } from "./rules.ts";

export const PhoneMessages = {
  required: "No phone provided",
  length: "Phone numbers should have 10 digits",
  invalid: "Should contain a valid number",
} as const;

/** A US phone in the form (123)456-7890, exactly 13 characters. */
export const UsPhone = requiredText(
  PhoneMessages.required,
  stopping((value) => value.length === usPhoneLength, PhoneMessages.length),
  matching((value) => usPhonePattern.test(value), PhoneMessages.invalid),
);
