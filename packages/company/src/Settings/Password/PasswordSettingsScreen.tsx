import { runApi } from "@haulboard/api";
import { ChangePasswordForm, ErrorText } from "@haulboard/domain";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { PasswordSettingsView, type PasswordValues } from "./PasswordSettingsView.tsx";

const empty: PasswordValues = { oldPassword: "", newPassword: "", confirmPassword: "" };

/** POST change password with the old and new password; the confirmation stays in the form. */
export function PasswordSettingsScreen() {
  const client = useAppApi();
  const form = useSchemaForm<PasswordValues, ChangePasswordForm>(ChangePasswordForm, empty);
  const change = useSubmit(
    ({ oldPassword, newPassword }: ChangePasswordForm) =>
      runApi(client.auth.changePassword({ body: { oldPassword, newPassword } })),
    { successMessage: ErrorText.updatedSuccessfully, onSuccess: () => form.reset() },
  );
  return <PasswordSettingsView form={form} isSaving={change.isSubmitting} onSave={change.submit} />;
}
