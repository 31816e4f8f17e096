import { deviceId, type TokenStore } from "@haulboard/api";
import type { LoginForm } from "@haulboard/domain";
import type { LoginVariant } from "../internal/loginVariant.ts";
import { runCall } from "../internal/runCall.ts";
import { readTermsChoice } from "../internal/termsCookie.ts";

/**
 * Signs in with the checked login values and stores the tokens (access §4 "Sign-in and session") with the
 * app's api client (the shell's): the answer's `redirect` is where the user goes. Loaded on the first
 * submit with the api client, so neither is part of /login's first load.
 */
export const signIn = async (
  value: LoginForm,
  variant: LoginVariant,
  tokenStore: TokenStore,
): Promise<string> => {
  const termsAccepted = readTermsChoice();
  const answer = await runCall(tokenStore, (client) =>
    client.auth.login({
      body: {
        email: value.email,
        password: value.password,
        deviceId: deviceId(),
        role: variant === "admin" ? "admin" : "employer",
        ...(termsAccepted === undefined ? {} : { termsAccepted }),
      },
    }),
  );
  tokenStore.set("accessToken", answer.accessToken);
  tokenStore.set("refreshToken", answer.refreshToken);
  return answer.redirect;
};
