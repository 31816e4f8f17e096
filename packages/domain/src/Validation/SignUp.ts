import { Schema } from "effect";
import { formatUsPhone } from "../Phone.ts";
import { defaultLoginRole, type LoginRole } from "../Role.ts";
import { SignUpEmail } from "./Email.ts";
import { Name } from "./Name.ts";
import { ConfirmPassword, Password, PasswordMessages } from "./Password.ts";
import { UsPhone } from "./Phone.ts";
import { sameAs } from "./rules.ts";

export const SignUpMessages = {
  emailMismatch: "Emails must match",
  passwordMismatch: PasswordMessages.mismatch,
} as const;

/** The employer sign-up form (access §5). */
export const SignUpForm = Schema.Struct({
  email: SignUpEmail,
  confirmEmail: Schema.String.pipe(Schema.annotateKey({ messageMissingKey: SignUpMessages.emailMismatch })),
  firstName: Name,
  lastName: Name,
  phone: UsPhone,
  password: Password,
  confirmPassword: ConfirmPassword,
  /** Email and SMS consent; on by default. */
  acceptEmails: Schema.Boolean,
}).check(
  sameAs("confirmEmail", "email", SignUpMessages.emailMismatch),
  sameAs("confirmPassword", "password", SignUpMessages.passwordMismatch),
);
export type SignUpForm = typeof SignUpForm.Type;

/** The email step alone ('Let's Go' validates the email before the rest of the form shows). */
export const SignUpEmailStep = Schema.Struct({ email: SignUpEmail });
export type SignUpEmailStep = typeof SignUpEmailStep.Type;

export const signUpInitialValues: SignUpForm = {
  email: "",
  confirmEmail: "",
  firstName: "",
  lastName: "",
  phone: "",
  password: "",
  confirmPassword: "",
  acceptEmails: true,
};

export interface SignUpPayload {
  readonly email: string;
  readonly password: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly role: LoginRole;
  readonly tn_newsletters: boolean;
}

/** The POST /auth/signup body: confirmations dropped, snake_case names, the accept-emails flag as tn_newsletters. */
export const toSignUpPayload = (form: SignUpForm, role: LoginRole = defaultLoginRole): SignUpPayload => ({
  email: form.email,
  password: form.password,
  first_name: form.firstName,
  last_name: form.lastName,
  phone: form.phone,
  role,
  tn_newsletters: form.acceptEmails,
});

/**
 * Initial values when the visitor arrives from a landing page with a prefilled email (and maybe a phone): the
 * confirm-email is copied from the email, and the phone loses a leading 1 and is formatted.
 */
export const signUpValuesFromLanding = ({
  email,
  phone,
}: {
  email: string;
  phone?: string | undefined;
}): SignUpForm => ({
  ...signUpInitialValues,
  email,
  confirmEmail: email,
  phone: formatUsPhone(phone ?? ""),
});
