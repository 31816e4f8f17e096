import { deviceId, isApiError, type TokenStore, toAlertMessage } from "@haulboard/api";
import { ErrorText, formErrors, LoginForm } from "@haulboard/domain";
import { apiClientFor } from "@haulboard/shell/api";
import { type FieldErrors, firstMessages } from "../internal/forms.ts";
import type { LoginVariant } from "../internal/loginVariant.ts";
import { readTermsChoice } from "../internal/termsCookie.ts";
import type { LoginValues } from "./LoginForm.tsx";

export type SignInResult =
  | { readonly kind: "invalid"; readonly errors: FieldErrors<keyof LoginValues> }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "signed-in"; readonly redirect: string };

/**
 * Checks the login rules, signs in and stores the tokens (access §4 "Sign-in and session") with the app's
 * api client (the shell's). Loaded on the first submit, so the validation schemas and the api client stay
 * out of /login's first load.
 */
export const signIn = async (
  values: LoginValues,
  variant: LoginVariant,
  tokenStore: TokenStore,
): Promise<SignInResult> => {
  const checked = formErrors(LoginForm, values);
  if (!checked.ok) return { kind: "invalid", errors: firstMessages(checked.errors) };
  const termsAccepted = readTermsChoice();
  const client = apiClientFor(tokenStore);
  try {
    const answer = await client.promise.auth.login({
      body: {
        email: checked.value.email,
        password: checked.value.password,
        deviceId: deviceId(),
        role: variant === "admin" ? "admin" : "employer",
        ...(termsAccepted === undefined ? {} : { termsAccepted }),
      },
    });
    client.tokenStore.set("accessToken", answer.accessToken);
    client.tokenStore.set("refreshToken", answer.refreshToken);
    return { kind: "signed-in", redirect: answer.redirect };
  } catch (error) {
    return {
      kind: "failed",
      message: isApiError(error) ? toAlertMessage(error, "login") : ErrorText.loginFailed,
    };
  }
};
