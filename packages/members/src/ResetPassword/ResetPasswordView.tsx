import { Button, PasswordField } from "@haulboard/ui";
import type { FormEvent } from "react";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";

export interface ResetPasswordValues {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type ResetPasswordErrors = Partial<Record<keyof ResetPasswordValues, string>>;

export interface ResetPasswordViewProps {
  readonly values: ResetPasswordValues;
  /** The first validation text of each field (domain `ChangePasswordForm`). */
  readonly errors?: ResetPasswordErrors;
  /** The request runs: the button is disabled. @default false */
  readonly isSubmitting?: boolean;
  readonly onChange: (field: keyof ResetPasswordValues, value: string) => void;
  readonly onSubmit: () => void;
}

/** The members' reset-password section: the current password and a confirmed new one. */
export function ResetPasswordView({
  values,
  errors = {},
  isSubmitting = false,
  onChange,
  onSubmit,
}: ResetPasswordViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (name: keyof ResetPasswordValues) => ({
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });
  return (
    <section className={styles.page} aria-labelledby="reset-password-title">
      <h2 id="reset-password-title" className={styles.subtitle}>
        {MembersText.resetPasswordTitle}
      </h2>
      <p className={styles.text}>{MembersText.resetPasswordIntro}</p>
      <form className={styles.page} onSubmit={submit} noValidate>
        <PasswordField
          label={MembersText.currentPassword}
          autoComplete="current-password"
          {...field("oldPassword")}
        />
        <PasswordField
          label={MembersText.newPassword}
          autoComplete="new-password"
          {...field("newPassword")}
        />
        <PasswordField
          label={MembersText.confirmPassword}
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
        <div>
          <Button type="submit" isLoading={isSubmitting}>
            {MembersText.resetPasswordButton}
          </Button>
        </div>
      </form>
    </section>
  );
}
