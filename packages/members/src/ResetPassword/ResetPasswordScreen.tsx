import { ChangePasswordForm, ErrorText } from "@haulboard/domain";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useApi } from "@haulboard/shell/portal";
import { type ResetPasswordValues, ResetPasswordView } from "./ResetPasswordView.tsx";

type Values = ResetPasswordValues & Record<string, string>;
const empty: Values = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * POST /auth/change-password with the members' form (the screen recipe: `useSchemaForm` with the domain's
 * `ChangePasswordForm`, `useSubmit` for the call and its alerts); confirm-password is never sent (access §5).
 */
export function ResetPasswordScreen() {
  const api = useApi();
  const form = useSchemaForm<Values, ChangePasswordForm>(ChangePasswordForm, empty);
  const change = useSubmit(api.auth.changePassword.mutationOptions(), {
    successMessage: ErrorText.updatedSuccessfully,
    onSuccess: () => form.reset(),
  });
  return (
    <ResetPasswordView
      values={form.values}
      errors={{
        oldPassword: form.errorOf("oldPassword"),
        newPassword: form.errorOf("newPassword"),
        confirmPassword: form.errorOf("confirmPassword") ?? form.formError,
      }}
      isSubmitting={change.isSubmitting}
      onChange={form.setValue}
      onSubmit={() =>
        form.submit(({ oldPassword, newPassword }) => change.submit({ body: { oldPassword, newPassword } }))
      }
    />
  );
}
