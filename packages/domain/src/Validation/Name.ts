import { requiredText, stopping } from "./rules.ts";

export const nameMinLength = 2;
export const nameMaxLength = 100;

export const NameMessages = {
  required: "You must enter your name",
  invalid: "Needs to be a valid name",
} as const;

/** First or last name: required, 2 to 100 characters (sign-up, admin creation). */
export const Name = requiredText(
  NameMessages.required,
  stopping(
    (value) => value.trim().length >= nameMinLength && value.length <= nameMaxLength,
    NameMessages.invalid,
  ),
);
