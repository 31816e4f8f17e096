import { isApiError } from "@haulboard/api";
import { ChangePasswordForm, ErrorText } from "@haulboard/domain";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { useState } from "react";
import { PasswordSettingsView, type PasswordValues } from "./PasswordSettingsView.tsx";

const empty: PasswordValues = { oldPassword: "", newPassword: "", confirmPassword: "" };

/** POST change password with the old and new password; the confirmation stays in the form. */
export function PasswordSettingsScreen() {
  const api = useApi();
  const form = useSchemaForm<PasswordValues, ChangePasswordForm>(ChangePasswordForm, empty);
  // The server's refusal of the current password shows on its field (issue 35), not as a toast only.
  const [oldPasswordError, setOldPasswordError] = useState<string | undefined>();
  const change = useSubmit(api.auth.changePassword.mutationOptions(), {
    successMessage: ErrorText.updatedSuccessfully,
    onSuccess: () => form.reset(),
    onFailure: (error) => {
      const message =
        isApiError(error) && error._tag === "Invalid" ? error.fields.old_password?.[0] : undefined;
      if (message === undefined) return false;
      setOldPasswordError(message);
      return true;
    },
  });
  return (
    <PasswordSettingsView
      form={form}
      oldPasswordError={oldPasswordError}
      onOldPasswordChange={() => setOldPasswordError(undefined)}
      isSaving={change.isSubmitting}
      onSave={({ oldPassword, newPassword }) => {
        setOldPasswordError(undefined);
        return change.submit({ body: { oldPassword, newPassword } });
      }}
    />
  );
}
