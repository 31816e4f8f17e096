import { isRefusal } from "@haulboard/api";
import {
  ForgotPasswordForm as ForgotPasswordRules,
  ResetCodeForm as ResetCodeRules,
  ResetPasswordForm,
} from "@haulboard/domain";
import { useAlerts, useTokenStore } from "@haulboard/shell";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { AuthText } from "../AuthText.ts";
import { callApi } from "../internal/client.ts";
import { clearFlow, readFlow, writeFlow } from "../internal/flowStorage.ts";
import { loginHrefFor } from "../internal/loginVariant.ts";
import { ChangePasswordForm, type NewPasswordValues } from "./ChangePasswordForm.tsx";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import { ResetCodeForm } from "./ResetCodeForm.tsx";

// The three steps of a forgotten password, each on the screen recipe: the domain's rules (loaded after
// the first paint), the call through the api client (loaded with the first submit), one submit helper.

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
  const [initialEmail] = useState(() => readFlow().email ?? "");
  const form = useSchemaForm<{ email: string }, ForgotPasswordRules>(ForgotPasswordRules, {
    email: initialEmail,
  });
  const send = useSubmit(
    ({ email }: ForgotPasswordRules) =>
      callApi(tokenStore, (client) => client.auth.tokenPassword({ body: { email, role } })),
    {
      onSuccess: (_, { email }) => {
        writeFlow({ email, role });
        navigate("/reset-code");
      },
    },
  );

  return (
    <AuthLayout variant={role}>
      <ForgotPasswordForm
        email={form.values.email}
        onEmailChange={(email) => form.setValue("email", email)}
        emailError={form.errorOf("email")}
        isSubmitting={send.isSubmitting}
        loginHref={loginHrefFor(role)}
        onSubmit={() => {
          hideAlert();
          form.submit(send.submit);
        }}
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
  const form = useSchemaForm<{ code: string }, ResetCodeRules>(ResetCodeRules, { code: "" });
  // The server's verdict on the code, shown at the field until the code changes.
  const [isRefused, setIsRefused] = useState(false);
  const verify = useSubmit(
    ({ code }: ResetCodeRules) =>
      callApi(tokenStore, (client) =>
        client.auth.verifyTokenPassword({ body: { email: flow.email ?? "", code: code.trim() } }),
      ),
    {
      onSuccess: (answer) => {
        if (!answer.valid || answer.resetToken === null) {
          setIsRefused(true);
          return;
        }
        writeFlow({ resetToken: answer.resetToken });
        navigate("/change-password");
      },
      // A refused code is the field's message, not an alert.
      onFailure: (error) => {
        if (!isRefusal(error)) return false;
        setIsRefused(true);
        return true;
      },
    },
  );
  if (flow.email === undefined) return <Navigate to="/forgot-password" replace />;

  return (
    <AuthLayout variant={flow.role === "admin" ? "admin" : "employer"}>
      <ResetCodeForm
        email={flow.email}
        code={form.values.code}
        onCodeChange={(code) => {
          setIsRefused(false);
          form.setValue("code", code);
        }}
        codeError={form.errorOf("code") ?? (isRefused ? AuthText.codeInvalid : undefined)}
        isSubmitting={verify.isSubmitting}
        onSubmit={() => {
          hideAlert();
          setIsRefused(false);
          form.submit(verify.submit);
        }}
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
  const form = useSchemaForm<NewPasswordValues, ResetPasswordForm>(ResetPasswordForm, {
    password: "",
    confirmPassword: "",
  });
  const reset = useSubmit(
    // Confirm-password is dropped before sending (access §5): only the new password travels.
    ({ password }: ResetPasswordForm) =>
      callApi(tokenStore, (client) =>
        client.auth.resetPassword({
          body: { email: flow.email ?? "", resetToken: flow.resetToken ?? "", newPassword: password },
        }),
      ),
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

  return (
    <AuthLayout variant={flow.role === "admin" ? "admin" : "employer"}>
      <ChangePasswordForm
        values={form.values}
        onChange={form.setValue}
        errors={{ password: form.errorOf("password"), confirmPassword: form.errorOf("confirmPassword") }}
        isSubmitting={reset.isSubmitting}
        onSubmit={() => {
          hideAlert();
          form.submit(reset.submit);
        }}
      />
    </AuthLayout>
  );
}
