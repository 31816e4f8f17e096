import { runApi } from "@haulboard/api";
import { ChangePasswordForm, ErrorText } from "@haulboard/domain";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { type ResetPasswordValues, ResetPasswordView } from "./ResetPasswordView.tsx";

type Values = ResetPasswordValues & Record<string, string>;
const empty: Values = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * POST /auth/change-password with the members' form (the screen recipe: `useSchemaForm` with the domain's
 * `ChangePasswordForm`, `useSubmit` for the call and its alerts); confirm-password is never sent (access §5).
 */
export function ResetPasswordScreen() {
  const client = useAppApi();
  const form = useSchemaForm<Values, ChangePasswordForm>(ChangePasswordForm, empty);
  const change = useSubmit(
    ({ oldPassword, newPassword }: ChangePasswordForm) =>
      runApi(client.auth.changePassword({ body: { oldPassword, newPassword } })),
    { successMessage: ErrorText.updatedSuccessfully, onSuccess: () => form.reset() },
  );
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
      onSubmit={() => form.submit(change.submit)}
    />
  );
}
