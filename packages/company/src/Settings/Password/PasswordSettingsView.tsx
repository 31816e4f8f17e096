import type { ChangePasswordForm } from "@haulboard/domain";
import type { SchemaForm } from "@haulboard/shell/forms";
import { Button, PasswordField } from "@haulboard/ui";
import type { FormEvent } from "react";
import * as styles from "../../styles.css.ts";
import * as local from "../Settings.css.ts";
import { SettingsText } from "../SettingsText.ts";

export type PasswordValues = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export interface PasswordSettingsViewProps {
  readonly form: SchemaForm<PasswordValues, ChangePasswordForm>;
  readonly isSaving?: boolean;
  readonly onSave: (values: ChangePasswordForm) => void;
}

/** The password section: the current password and a confirmed new one (the confirmation is not sent). */
export function PasswordSettingsView({ form, isSaving = false, onSave }: PasswordSettingsViewProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) form.submit(onSave);
  };
  return (
    <section className={local.section} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.subtitle}>
        {SettingsText.passwordTitle}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-title">
        <div className={styles.grid2}>
          <PasswordField
            label={SettingsText.oldPassword}
            autoComplete="current-password"
            isRequired
            {...form.textFieldProps("oldPassword", { isDisabled: isSaving })}
          />
          <PasswordField
            label={SettingsText.newPassword}
            autoComplete="new-password"
            isRequired
            {...form.textFieldProps("newPassword", { isDisabled: isSaving })}
          />
          <PasswordField
            label={SettingsText.confirmPassword}
            autoComplete="new-password"
            isRequired
            {...form.textFieldProps("confirmPassword", { isDisabled: isSaving })}
          />
        </div>
        {form.formError ? (
          <p role="alert" className={styles.text}>
            {form.formError}
          </p>
        ) : null}
        <div>
          <Button type="submit" isLoading={isSaving}>
            {SettingsText.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
