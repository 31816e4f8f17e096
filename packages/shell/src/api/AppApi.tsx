import { type ApiClient, makeApiClient, type SessionEndReason } from "@haulboard/api";
import { unauthorizedFlagKey } from "@haulboard/domain";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { loginPath } from "../guard/Access.tsx";
import { appTokenStore, useTokenStore } from "../session/Session.tsx";

type Navigate = (path: string) => void;
let navigateInApp: Navigate | undefined;
const sessionEndListeners = new Set<() => void>();

/**
 * Ends the session the api client could not save (access §4): clears the tokens and cached data, sets the
 * 'unauthorized' flag so login shows 'Session expired' once, and goes to login without reloading the app.
 * The flag is set after a failed refresh as well as without a refresh token: in both cases the user was
 * signed out by the session expiring, and the issue asks for 'Session expired' after a failed refresh.
 */
export const endExpiredSession = (_reason?: SessionEndReason): void => {
  try {
    globalThis.sessionStorage?.setItem(unauthorizedFlagKey, "true");
  } catch {
    // sessionStorage can be unavailable (private mode): the redirect still happens.
  }
  appTokenStore().clear();
  for (const listener of sessionEndListeners) listener();
  if (navigateInApp) navigateInApp(loginPath);
  else globalThis.location?.assign(loginPath);
};

/** Runs `listener` when the session ends (the query cache clears itself this way). */
export const onSessionEnd = (listener: () => void): (() => void) => {
  sessionEndListeners.add(listener);
  return () => void sessionEndListeners.delete(listener);
};

let sharedClient: ApiClient | undefined;

/** The app's api client: the shared token store, and the session ending through the router. */
export const appApiClient = (): ApiClient => {
  sharedClient ??= makeApiClient({ tokenStore: appTokenStore(), onUnauthorized: endExpiredSession });
  return sharedClient;
};

const ApiClientContext = createContext<ApiClient | undefined>(undefined);

/** The api client of the screens below (stories pass one over MSW; the app uses `appApiClient()`). */
export const useAppApi = (): ApiClient => useContext(ApiClientContext) ?? appApiClient();

export interface AppApiProviderProps {
  readonly children: ReactNode;
  /** @default appApiClient() */
  readonly client?: ApiClient;
}

/** Gives the api client to the screens and lets the session end through the router (no page reload). */
export function AppApiProvider({ children, client }: AppApiProviderProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const previous = navigateInApp;
    navigateInApp = (path) => navigate(path, { replace: true });
    return () => {
      navigateInApp = previous;
    };
  }, [navigate]);
  // A session with its own token store (stories) gets a client over that store.
  const tokenStore = useTokenStore();
  const value = useMemo(
    () =>
      client ??
      (tokenStore === appTokenStore()
        ? appApiClient()
        : makeApiClient({ tokenStore, onUnauthorized: endExpiredSession })),
    [client, tokenStore],
  );
  return <ApiClientContext.Provider value={value}>{children}</ApiClientContext.Provider>;
}
