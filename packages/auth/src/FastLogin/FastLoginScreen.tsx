import { isApiError } from "@haulboard/api";
import { LoginForm } from "@haulboard/domain";
import { useTokenStore } from "@haulboard/shell";
import { useSchemaForm, useSubmit } from "@haulboard/shell/forms";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthLayout } from "../AuthLayout/AuthLayout.tsx";
import { callApi } from "../internal/client.ts";
import { readFlow, writeFlow } from "../internal/flowStorage.ts";
import { loginBody } from "../internal/loginBody.ts";
import { FastLoginForm } from "./FastLoginForm.tsx";

type FastLoginValues = { readonly email: string; readonly password: string };

/**
 * The /fast-login route (access §2 "Company-creation login"): a driver signs in with the driver password
 * to create a company with the same account (`create_role` employer); success goes to /company-info.
 * Built on the screen recipe: the domain's login rules, the api client, the one submit helper.
 */
export function FastLoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const tokenStore = useTokenStore();
  const [email] = useState(
    () => (location.state as { email?: string } | null)?.email ?? readFlow().email ?? "",
  );
  const form = useSchemaForm<FastLoginValues, LoginForm>(LoginForm, { email, password: "" });
  const signIn = useSubmit(
    async (value: LoginForm) =>
      callApi(tokenStore, (client) => client.auth.login({ body: loginBody(value, "member", "employer") })),
    {
      // The visitor reads the login text; the server's message is only logged (access §8), unless the
      // account is locked out or deactivated (toAlertMessage's companyLogin rules).
      context: "companyLogin",
      onSuccess: (session) => {
        tokenStore.set("accessToken", session.accessToken);
        tokenStore.set("refreshToken", session.refreshToken);
        navigate("/company-info", { replace: true });
      },
      onFailure: (error) => {
        if (isApiError(error)) console.error(error.message);
        return false;
      },
    },
  );

  if (email === "") return <Navigate to="/signup" replace />;

  return (
    <AuthLayout>
      <FastLoginForm
        email={email}
        password={form.values.password}
        onPasswordChange={(password) => form.setValue("password", password)}
        passwordError={form.errorOf("password")}
        isSubmitting={signIn.isSubmitting}
        onSubmit={() => form.submit(signIn.submit)}
        onSignInAsDriver={() => writeFlow({ loginEmail: email })}
      />
    </AuthLayout>
  );
}
