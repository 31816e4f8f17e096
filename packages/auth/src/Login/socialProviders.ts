import type { TokenStore } from "@haulboard/api";
import { callApi } from "../internal/client.ts";
import type { SocialSource } from "./LoginForm.tsx";

/**
 * The social sign-in providers the server has configured (GET /auth/social-providers). Loaded after the
 * login shows, with the api client, so neither is in /login's first load.
 */
export const loadSocialProviders = async (tokenStore: TokenStore): Promise<readonly SocialSource[]> =>
  (await callApi(tokenStore, (client) => client.auth.socialProviders())).sources;
