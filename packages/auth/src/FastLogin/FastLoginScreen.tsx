import { deviceId, isApiError, toAlertMessage } from "@haulboard/api";
import { ErrorText, firstError, formErrors, LoginForm as LoginRules } from "@haulboard/domain";
import { useAlerts, useTokenStore } from "@haulboard/shell";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { authClient } from "../internal/client.ts";
import { readFlow, writeFlow } from "../internal/flowStorage.ts";
import { FastLoginForm } from "./FastLoginForm.tsx";

/**
 * The /fast-login route (access §2 "Company-creation login"): a driver signs in with the driver password
 * to create a company with the same account (`create_role` employer); success goes to /company-info.
 */
export function FastLoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { showAlert, hideAlert } = useAlerts();
  const tokenStore = useTokenStore();
  const [email] = useState(
    () => (location.state as { email?: string } | null)?.email ?? readFlow().email ?? "",
  );
  const [passwordError, setPasswordError] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (email === "") return <Navigate to="/signup" replace />;

  const submit = async (password: string) => {
    hideAlert();
    const checked = formErrors(LoginRules, { email, password });
    if (!checked.ok) {
      setPasswordError(firstError(checked.errors, "password"));
      return;
    }
    setPasswordError(undefined);
    setIsSubmitting(true);
    try {
      const client = await authClient(tokenStore);
      const session = await client.promise.auth.login({
        body: { email, password, deviceId: deviceId(), role: "member", createRole: "employer" },
      });
      tokenStore.set("accessToken", session.accessToken);
      tokenStore.set("refreshToken", session.refreshToken);
      navigate("/company-info", { replace: true });
    } catch (error) {
      setIsSubmitting(false);
      // The server's message is only logged here (access §8 "Company-creation login").
      if (isApiError(error)) console.error(error.message);
      showAlert({
        type: "error",
        message: isApiError(error) ? toAlertMessage(error, "companyLogin") : ErrorText.loginFailed,
      });
    }
  };

  return (
    <AuthLayout>
      <FastLoginForm
        email={email}
        passwordError={passwordError}
        isSubmitting={isSubmitting}
        onSubmit={submit}
        onSignInAsDriver={() => writeFlow({ loginEmail: email })}
      />
    </AuthLayout>
  );
}
