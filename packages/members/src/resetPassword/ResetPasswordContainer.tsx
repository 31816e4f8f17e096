import { isApiError, runApi, toAlertMessage } from "@haulboard/api";
import { ChangePasswordForm, ErrorText, formErrors } from "@haulboard/domain";
import { useAlerts } from "@haulboard/shell";
import { useAppApi } from "@haulboard/shell/portal";
import { useState } from "react";
import { ResetPassword, type ResetPasswordErrors, type ResetPasswordValues } from "./ResetPassword.tsx";

const empty: ResetPasswordValues = { oldPassword: "", newPassword: "", confirmPassword: "" };

/** POST /auth/change-password with the members' form; confirm-password is never sent (access §5). */
export function ResetPasswordContainer() {
  const client = useAppApi();
  const { showAlert } = useAlerts();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ResetPasswordErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async () => {
    const result = formErrors(ChangePasswordForm, values);
    if (!result.ok) {
      setErrors({
        oldPassword: result.errors.oldPassword?.[0],
        newPassword: result.errors.newPassword?.[0],
        confirmPassword: result.errors.confirmPassword?.[0] ?? result.errors._form?.[0],
      });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { oldPassword, newPassword } = result.value;
      await runApi(client.auth.changePassword({ body: { oldPassword, newPassword } }));
      setValues(empty);
      showAlert({ type: "success", message: ErrorText.updatedSuccessfully });
    } catch (error) {
      showAlert({
        type: "error",
        message: isApiError(error) ? toAlertMessage(error) : ErrorText.communication,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ResetPassword
      values={values}
      errors={errors}
      isSubmitting={isSubmitting}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onSubmit={submit}
    />
  );
}
