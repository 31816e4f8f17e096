import { type ApiClient, makeApiClient, type SessionEndReason, type TokenStore } from "@haulboard/api";
import { unauthorizedFlagKey } from "@haulboard/domain";
import { loginPath } from "../guard/loginPath.ts";
import { appTokenStore } from "../session/Session.tsx";
import { leaveEndedSession } from "../session/SessionEnd.ts";

/**
 * Ends the session of `tokenStore` that the api client could not save (access §4): clears its tokens and
 * the cached data, sets the 'unauthorized' flag so login shows 'Session expired' once, and goes to login
 * without reloading the app. The flag is set after a failed refresh as well as without a refresh token: in
 * both cases the user was signed out by the session expiring, and the issue asks for 'Session expired'
 * after a failed refresh.
 */
const endSessionOf =
  (tokenStore: TokenStore) =>
  (_reason?: SessionEndReason): void => {
    try {
      globalThis.sessionStorage?.setItem(unauthorizedFlagKey, "true");
    } catch {
      // sessionStorage can be unavailable (private mode): the redirect still happens.
    }
    tokenStore.clear();
    leaveEndedSession(loginPath);
  };

/** Ends the app's session (the shared token store): see `endSessionOf`. */
export const endExpiredSession = (reason?: SessionEndReason): void => endSessionOf(appTokenStore())(reason);

let sharedClient: ApiClient | undefined;
const otherClients = new WeakMap<TokenStore, ApiClient>();

/** The app's one api client: the shared token store, and the session ending through the shell. */
export const appApiClient = (): ApiClient => {
  sharedClient ??= makeApiClient({ tokenStore: appTokenStore(), onUnauthorized: endExpiredSession });
  return sharedClient;
};

/**
 * The api client over `tokenStore`: the app's client for the app's store; for another store (a story's
 * memory store) one client per store, whose session ends the same way.
 */
export const apiClientFor = (tokenStore: TokenStore): ApiClient => {
  if (tokenStore === appTokenStore()) return appApiClient();
  let client = otherClients.get(tokenStore);
  if (client === undefined) {
    client = makeApiClient({ tokenStore, onUnauthorized: endSessionOf(tokenStore) });
    otherClients.set(tokenStore, client);
  }
  return client;
};
