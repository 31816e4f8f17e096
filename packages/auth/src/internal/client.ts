import type { ApiClient, ApiError, TokenStore } from "@haulboard/api";
import type { Effect } from "effect";

/**
 * Whether the shell ended the session during a call (a failed refresh clears the tokens and goes to login
 * with 'Session expired'): the screen then has nothing more to say.
 */
export const hasSessionEnded = (tokenStore: TokenStore): boolean => tokenStore.get("accessToken") === null;

/**
 * Runs one call of the app's api client as a promise (the screen recipe's `runApi`), loading the client,
 * `runApi` and the Effect runtime on the first call: a screen's first load carries none of them. The
 * client is the shell's own, over the session's token store (`useTokenStore()`), so tokens stored at
 * sign-in are the ones the session reads, and an expired session (on /company-info or /company-address)
 * ends through the shell: 'Session expired' on login.
 */
export const callApi = async <A>(
  tokenStore: TokenStore,
  call: (client: ApiClient) => Effect.Effect<A, ApiError>,
): Promise<A> => (await import("./runCall.ts")).runCall(tokenStore, call);
