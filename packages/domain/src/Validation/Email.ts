import { matching, requiredText, stopping } from "./rules.ts";

/**
 * The "standard email pattern" of the spec, our reading: a local part of letters, digits and . _ % + -,
 * an @, dot-separated domain labels, and a top-level domain of two or more letters.
 */
export const emailPattern = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export const emailMinLength = 6;
export const emailMaxLength = 64;

export const EmailMessages = {
  /** Login, invite, profile. */
  required: "No email provided",
  /**
   * Every email field, sign-up and Add employee included (employer-work §5, issue 35 #10; access §5's
   * sign-up line drops the full stop, employer-work's rule and the issue keep it).
   */
  invalid: "Needs to be a valid email.",
  /** Sign-up. */
  signUpRequired: "This is required — you’ll need to enter an email.",
} as const;

export const isEmail = (value: string): boolean => emailPattern.test(value);

/** No address is longer (RFC 5321); checked before the pattern, so no pattern ever runs on a huge text. */
export const emailLimit = 254;

/** Login, invite and profile email: required, and the pattern. */
export const Email = requiredText(
  EmailMessages.required,
  stopping((value) => value.length <= emailLimit, EmailMessages.invalid),
  matching(isEmail, EmailMessages.invalid),
);

/** Sign-up email: required, 6 to 64 characters, and the pattern. */
export const SignUpEmail = requiredText(
  EmailMessages.signUpRequired,
  stopping(
    (value) => value.length >= emailMinLength && value.length <= emailMaxLength,
    EmailMessages.invalid,
  ),
  matching(isEmail, EmailMessages.invalid),
);
