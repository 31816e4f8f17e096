import { Schema } from "effect";
import { Email, SignUpEmail } from "./Email.ts";
import { Name } from "./Name.ts";
import { isFilled, matching, requiredText, sameAs, stopping } from "./rules.ts";

export const passwordMinLength = 8;
export const passwordMaxLength = 64;
/** The symbols of which a password needs one. */
export const passwordSymbols = "@$!#%*?&";

export const PasswordMessages = {
  required: "No password provided",
  tooShort: "Password is too short - It should be at least 8 characters.",
  tooLong: "Password is too long - should be up to 64 chars.",
  weak: "At least 1 number,1 symbol (@$!#%*?&) and 1 uppercase letter",
  mismatch: "Passwords must match",
} as const;

/** A digit, a lowercase letter, an uppercase letter and a symbol from @$!#%*?&; other characters are allowed. */
export const isStrongPassword = (value: string): boolean =>
  /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[@$!#%*?&]/.test(value);

/** A new password: 8 to 64 characters with a digit, a lowercase and an uppercase letter and a symbol. */
export const Password = requiredText(
  PasswordMessages.required,
  stopping((value) => value.length >= passwordMinLength, PasswordMessages.tooShort),
  stopping((value) => value.length <= passwordMaxLength, PasswordMessages.tooLong),
  matching(isStrongPassword, PasswordMessages.weak),
);

/** The confirmation field: any text; the form-level rule reports 'Passwords must match'. */
export const ConfirmPassword = Schema.String.pipe(
  Schema.annotateKey({ messageMissingKey: PasswordMessages.mismatch }),
);

/** Admin creation (access §3 admin user): names, email and a confirmed password, with the sign-up rules. */
export const AdminCreateForm = Schema.Struct({
  firstName: Name,
  lastName: Name,
  email: SignUpEmail,
  password: Password,
  confirmPassword: ConfirmPassword,
}).check(sameAs("confirmPassword", "password", PasswordMessages.mismatch));
export type AdminCreateForm = typeof AdminCreateForm.Type;

/** Password change: the current password (required only) and a confirmed new one. Sent as old_password, new_password. */
export const ChangePasswordForm = Schema.Struct({
  oldPassword: Schema.String.pipe(
    Schema.check(isFilled(PasswordMessages.required)),
    Schema.annotateKey({ messageMissingKey: PasswordMessages.required }),
  ),
  newPassword: Password,
  confirmPassword: ConfirmPassword,
}).check(sameAs("confirmPassword", "newPassword", PasswordMessages.mismatch));
export type ChangePasswordForm = typeof ChangePasswordForm.Type;

/** Forgotten password (access §4): the account's email, to mail the reset code to. */
export const ForgotPasswordForm = Schema.Struct({ email: Email });
export type ForgotPasswordForm = typeof ForgotPasswordForm.Type;

export const ResetCodeMessages = {
  required: "No code provided",
} as const;

/**
 * The reset-code step: a code is required; whether it is the right one is the server's answer (a refused
 * code reads 'This code is not valid or has expired' at the field).
 */
export const ResetCodeForm = Schema.Struct({ code: requiredText(ResetCodeMessages.required) });
export type ResetCodeForm = typeof ResetCodeForm.Type;

/** Password reset after the reset code (and the members' reset-password section): a confirmed new password. */
export const ResetPasswordForm = Schema.Struct({
  password: Password,
  confirmPassword: ConfirmPassword,
}).check(sameAs("confirmPassword", "password", PasswordMessages.mismatch));
export type ResetPasswordForm = typeof ResetPasswordForm.Type;

/** Confirm-password is dropped before sending on password change, admin create and password reset. */
export const dropConfirmPassword = <T extends object>(value: T): Omit<T, "confirmPassword"> => {
  const { confirmPassword: _dropped, ...rest } = value as T & { readonly confirmPassword?: unknown };
  return rest;
};

/** The password-change body of POST /auth/change-password. */
export const toChangePasswordPayload = (
  form: ChangePasswordForm,
): { readonly old_password: string; readonly new_password: string } => ({
  old_password: form.oldPassword,
  new_password: form.newPassword,
});
