import { type ApiClient, makeApiClient, type TokenStore } from "@haulboard/api";

const clients = new WeakMap<TokenStore, ApiClient>();

/**
 * The api client of the auth screens over the session's token store (the shell's `useTokenStore()`), so
 * tokens stored at sign-in are the ones the session reads. One client per store. The login screen
 * imports this module lazily, so /login's first load carries no client code.
 */
export const authClient = (tokenStore: TokenStore): ApiClient => {
  let client = clients.get(tokenStore);
  if (client === undefined) {
    client = makeApiClient({ tokenStore });
    clients.set(tokenStore, client);
  }
  return client;
};
