import { isRefusal } from "@haulboard/api";
import { Email, firstError, formErrors, ResetPasswordForm } from "@haulboard/domain";
import { useAlerts, useTokenStore } from "@haulboard/shell";
import { useSubmit } from "@haulboard/shell/forms";
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

/**
 * /forgot-password?role=admin|employer (the login's Forgotten password link): mails a code, then
 * /reset-code. The role picks the login to return to at the end.
 */
export function ForgotPasswordScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { hideAlert } = useAlerts();
  const tokenStore = useTokenStore();
  const role = new URLSearchParams(location.search).get("role") === "admin" ? "admin" : "employer";
  const [emailError, setEmailError] = useState<string>();
  const send = useSubmit(
    async (email: string) => {
      await (await authClient(tokenStore)).promise.auth.tokenPassword({ body: { email, role } });
    },
    {
      onSuccess: (_, email) => {
        writeFlow({ email, role });
        navigate("/reset-code");
      },
    },
  );

  const submit = (email: string) => {
    hideAlert();
    const checked = formErrors(ForgotPasswordRules, { email: email.trim() });
    if (!checked.ok) {
      setEmailError(firstError(checked.errors, "email"));
      return;
    }
    setEmailError(undefined);
    void send.submit(checked.value.email);
  };

  return (
    <AuthLayout variant={role}>
      <ForgotPasswordForm
        defaultEmail={readFlow().email ?? ""}
        emailError={emailError}
        isSubmitting={send.isSubmitting}
        loginHref={loginHrefFor(role)}
        onSubmit={submit}
      />
    </AuthLayout>
  );
}

/** /reset-code: the mailed code is checked and exchanged for a reset token, then /change-password. */
export function ResetCodeScreen() {
  const navigate = useNavigate();
  const { hideAlert } = useAlerts();
  const tokenStore = useTokenStore();
  const [flow] = useState(readFlow);
  const [codeError, setCodeError] = useState<string>();
  const verify = useSubmit(
    async (code: string) =>
      (await authClient(tokenStore)).promise.auth.verifyTokenPassword({
        body: { email: flow.email ?? "", code },
      }),
    {
      onSuccess: (answer) => {
        if (!answer.valid || answer.resetToken === null) {
          setCodeError(AuthText.codeInvalid);
          return;
        }
        writeFlow({ resetToken: answer.resetToken });
        navigate("/change-password");
      },
      // A refused code is the field's message, not an alert.
      onFailure: (error) => {
        if (!isRefusal(error)) return false;
        setCodeError(AuthText.codeInvalid);
        return true;
      },
    },
  );
  if (flow.email === undefined) return <Navigate to="/forgot-password" replace />;
  const email = flow.email;

  const submit = (code: string) => {
    hideAlert();
    if (code === "") {
      setCodeError(AuthText.codeRequired);
      return;
    }
    void verify.submit(code);
  };

  return (
    <AuthLayout variant={flow.role === "admin" ? "admin" : "employer"}>
      <ResetCodeForm
        email={email}
        codeError={codeError}
        isSubmitting={verify.isSubmitting}
        onSubmit={submit}
      />
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
  const reset = useSubmit(
    // Confirm-password is dropped before sending (access §5): only the new password travels.
    async (newPassword: string) =>
      (await authClient(tokenStore)).promise.auth.resetPassword({
        body: { email: flow.email ?? "", resetToken: flow.resetToken ?? "", newPassword },
      }),
    {
      onSuccess: () => {
        clearFlow();
        showAlert({ type: "success", message: AuthText.passwordChanged });
        navigate(loginHrefFor(flow.role), { replace: true });
      },
    },
  );
  if (flow.email === undefined || flow.resetToken === undefined)
    return <Navigate to="/forgot-password" replace />;

  const submit = (values: NewPasswordValues) => {
    hideAlert();
    const checked = formErrors(ResetPasswordForm, values);
    if (!checked.ok) {
      setErrors(firstMessages(checked.errors));
      return;
    }
    setErrors({});
    void reset.submit(checked.value.password);
  };

  return (
    <AuthLayout variant={flow.role === "admin" ? "admin" : "employer"}>
      <ChangePasswordForm errors={errors} isSubmitting={reset.isSubmitting} onSubmit={submit} />
    </AuthLayout>
  );
}
