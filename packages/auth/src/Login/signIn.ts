import type { TokenStore } from "@haulboard/api";
import type { LoginForm } from "@haulboard/domain";
import { loginBody } from "../internal/loginBody.ts";
import type { LoginVariant } from "../internal/loginVariant.ts";
import { runCall } from "../internal/runCall.ts";

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
  const answer = await runCall(tokenStore, (client) =>
    client.auth.login({ body: loginBody(value, variant === "admin" ? "admin" : "employer") }),
  );
  tokenStore.set("accessToken", answer.accessToken);
  tokenStore.set("refreshToken", answer.refreshToken);
  return answer.redirect;
};
