import type { TokenStore } from "@haulboard/api";
import { callApi } from "../internal/client.ts";
import type { SocialSource } from "./LoginForm.tsx";

/**
 * The social sign-in providers the server has configured (GET /auth/social-providers, contract
 * `auth.socialProviders`: public, no token), asked through the app's api client once the login shows;
 * the client decodes the answer against the contract, so a name it does not know fails the read.
 */
export const loadSocialProviders = async (tokenStore: TokenStore): Promise<readonly SocialSource[]> =>
  (await callApi(tokenStore, (client) => client.auth.socialProviders())).sources;
