import type { ChangePasswordForm } from "@haulboard/domain";
import type { SchemaForm } from "@haulboard/shell/forms";
import { PasswordField } from "@haulboard/ui";
import { SettingsForm, SettingsSection } from "../SettingsForm.tsx";
import { SettingsText } from "../SettingsText.ts";

export type PasswordValues = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export interface PasswordSettingsViewProps {
  readonly form: SchemaForm<PasswordValues, ChangePasswordForm>;
  /** The server's message for the current password (a wrong one), shown on its field. */
  readonly oldPasswordError?: string | undefined;
  /** The current password was typed again (its server message goes). */
  readonly onOldPasswordChange?: () => void;
  readonly isSaving?: boolean;
  readonly onSave: (values: ChangePasswordForm) => void;
}

/** The password section: the current password and a confirmed new one (the confirmation is not sent). */
export function PasswordSettingsView({
  form,
  oldPasswordError,
  onOldPasswordChange,
  isSaving = false,
  onSave,
}: PasswordSettingsViewProps) {
  const old = form.textFieldProps("oldPassword", { isDisabled: isSaving });
  const oldMessage = old.errorMessage ?? oldPasswordError;
  return (
    <SettingsSection id="password-title" title={SettingsText.passwordTitle}>
      <SettingsForm
        labelledBy="password-title"
        isSaving={isSaving}
        onSubmit={() => form.submit(onSave)}
        submitLabel={SettingsText.changePassword}
        formError={form.formError}
      >
        <PasswordField
          label={SettingsText.oldPassword}
          autoComplete="current-password"
          isRequired
          {...old}
          onChange={(value) => {
            old.onChange(value);
            onOldPasswordChange?.();
          }}
          errorMessage={oldMessage}
          isInvalid={oldMessage !== undefined}
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
      </SettingsForm>
    </SettingsSection>
  );
}
