import { isApiError, isRefusal, toAlertMessage } from "@haulboard/api";
import { Email, ErrorText, firstError, formErrors, ResetPasswordForm } from "@haulboard/domain";
import { useAlerts, useTokenStore } from "@haulboard/shell";
import { Schema } from "effect";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { AuthText } from "../AuthText.ts";
import { authClient } from "../internal/client.ts";
import { clearFlow, readFlow, writeFlow } from "../internal/flowStorage.ts";
import { type FieldErrors, firstMessages } from "../internal/forms.ts";
import { loginHrefFor } from "../internal/loginVariant.ts";
import { ChangePasswordForm, type NewPasswordValues } from "./ChangePasswordForm.tsx";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import { ResetCodeForm } from "./ResetCodeForm.tsx";

const ForgotPasswordRules = Schema.Struct({ email: Email });

const alertOf = (error: unknown) => (isApiError(error) ? toAlertMessage(error) : ErrorText.communication);

/**
 * /forgot-password?role=admin|employer (the login's Forgotten password link): mails a code, then
 * /reset-code. The role picks the login to return to at the end.
 */
export function ForgotPasswordScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { showAlert, hideAlert } = useAlerts();
  const tokenStore = useTokenStore();
  const role = new URLSearchParams(location.search).get("role") === "admin" ? "admin" : "employer";
  const [emailError, setEmailError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (email: string) => {
    hideAlert();
    const checked = formErrors(ForgotPasswordRules, { email: email.trim() });
    if (!checked.ok) {
      setEmailError(firstError(checked.errors, "email"));
      return;
    }
    setEmailError(undefined);
    setIsSubmitting(true);
    try {
      await (await authClient(tokenStore)).promise.auth.tokenPassword({
        body: { email: checked.value.email, role },
      });
      writeFlow({ email: checked.value.email, role });
      navigate("/reset-code");
    } catch (error) {
      setIsSubmitting(false);
      showAlert({ type: "error", message: alertOf(error) });
    }
  };

  return (
    <AuthLayout variant={role}>
      <ForgotPasswordForm
        defaultEmail={readFlow().email ?? ""}
        emailError={emailError}
        isSubmitting={isSubmitting}
        loginHref={loginHrefFor(role)}
        onSubmit={submit}
      />
    </AuthLayout>
  );
}

/** /reset-code: the mailed code is checked and exchanged for a reset token, then /change-password. */
export function ResetCodeScreen() {
  const navigate = useNavigate();
  const { showAlert, hideAlert } = useAlerts();
  const tokenStore = useTokenStore();
  const [flow] = useState(readFlow);
  const [codeError, setCodeError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  if (flow.email === undefined) return <Navigate to="/forgot-password" replace />;
  const email = flow.email;

  const submit = async (code: string) => {
    hideAlert();
    if (code === "") {
      setCodeError(AuthText.codeRequired);
      return;
    }
    setIsSubmitting(true);
    try {
      const answer = await (await authClient(tokenStore)).promise.auth.verifyTokenPassword({
        body: { email, code },
      });
      if (!answer.valid || answer.resetToken === null) {
        setIsSubmitting(false);
        setCodeError(AuthText.codeInvalid);
        return;
      }
      writeFlow({ resetToken: answer.resetToken });
      navigate("/change-password");
    } catch (error) {
      setIsSubmitting(false);
      if (isRefusal(error)) setCodeError(AuthText.codeInvalid);
      else showAlert({ type: "error", message: alertOf(error) });
    }
  };

  return (
    <AuthLayout variant={flow.role === "admin" ? "admin" : "employer"}>
      <ResetCodeForm email={email} codeError={codeError} isSubmitting={isSubmitting} onSubmit={submit} />
    </AuthLayout>
  );
}

/** /change-password: the new password with the reset token; then the login, with a success alert. */
export function ChangePasswordScreen() {
  const navigate = useNavigate();
  const { showAlert, hideAlert } = useAlerts();
  const tokenStore = useTokenStore();
  const [flow] = useState(readFlow);
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  if (flow.email === undefined || flow.resetToken === undefined)
    return <Navigate to="/forgot-password" replace />;
  const { email, resetToken } = flow;

  const submit = async (values: NewPasswordValues) => {
    hideAlert();
    const checked = formErrors(ResetPasswordForm, values);
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      // Confirm-password is dropped before sending (access §5): only the new password travels.
      await (await authClient(tokenStore)).promise.auth.resetPassword({
        body: { email, resetToken, newPassword: checked.value.password },
      });
      clearFlow();
      showAlert({ type: "success", message: AuthText.passwordChanged });
      navigate(loginHrefFor(flow.role), { replace: true });
    } catch (error) {
      setIsSubmitting(false);
      showAlert({ type: "error", message: alertOf(error) });
    }
  };

  return (
    <AuthLayout variant={flow.role === "admin" ? "admin" : "employer"}>
      <ChangePasswordForm errors={errors} isSubmitting={isSubmitting} onSubmit={submit} />
    </AuthLayout>
  );
}
