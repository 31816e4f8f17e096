import { makeTokenStore, type TokenStore } from "@haulboard/api";
import type { Role } from "@haulboard/domain";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { type AccessClaims, readAccessClaims } from "./AccessClaims.ts";

/** The two tokens that decide who is signed in. */
export interface SessionTokens {
  readonly accessToken: string | null | undefined;
  readonly adminAccessToken: string | null | undefined;
}

export interface SessionUser {
  /** The user id of the token (`aud`). */
  readonly id: string;
  readonly roles: readonly Role[];
  /** An admin acts as this user (the token carries `iid`, or the admin's tokens are kept aside). */
  readonly isImpersonated: boolean;
  readonly claims: AccessClaims;
}

export interface Session {
  /** The signed-in user: from the access token, or from the admin token standing in (access §2). */
  readonly user: SessionUser | undefined;
  /**
   * While an admin impersonates `user` (the admin's tokens are kept aside): the admin, read from the admin
   * access token. The portal switcher and the restoring of the admin's tokens go by these roles (access §4).
   */
  readonly impersonator: SessionUser | undefined;
  /** The admin token stood in because there was no usable access token. */
  readonly isAdminStandIn: boolean;
}

/** The session the tokens describe (pure: the guard, the navigation and the tests read it). */
export const sessionFromTokens = ({ accessToken, adminAccessToken }: SessionTokens): Session => {
  const own = readAccessClaims(accessToken);
  const admin = readAccessClaims(adminAccessToken);
  const claims = own ?? admin;
  if (claims === undefined) return { user: undefined, impersonator: undefined, isAdminStandIn: false };
  return {
    user: {
      id: claims.userId,
      roles: claims.roles,
      isImpersonated: own !== undefined && (own.impersonatedId !== undefined || admin !== undefined),
      claims,
    },
    impersonator:
      own !== undefined && admin !== undefined
        ? { id: admin.userId, roles: admin.roles, isImpersonated: false, claims: admin }
        : undefined,
    isAdminStandIn: own === undefined,
  };
};

let sharedTokenStore: TokenStore | undefined;

/**
 * The one token store of the app (localStorage with an in-memory fallback, from `@haulboard/api`). Every
 * screen that stores or clears tokens uses this instance, so the session hears about it at once.
 */
export const appTokenStore = (): TokenStore => {
  sharedTokenStore ??= makeTokenStore();
  return sharedTokenStore;
};

const TokenStoreContext = createContext<TokenStore | undefined>(undefined);

export interface SessionProviderProps {
  readonly children: ReactNode;
  /** Fixed tokens for stories and tests. @default appTokenStore() */
  readonly tokenStore?: TokenStore;
}

/** Gives the session's token store to `useSession` (stories pass a memory store with chosen tokens). */
export function SessionProvider({ children, tokenStore }: SessionProviderProps) {
  return (
    <TokenStoreContext.Provider value={tokenStore ?? appTokenStore()}>{children}</TokenStoreContext.Provider>
  );
}

/** The token store of the session (the provider's, else the app's). */
export const useTokenStore = (): TokenStore => useContext(TokenStoreContext) ?? appTokenStore();

/**
 * The current session. Tokens are read on every render of the caller (cheap), and the caller re-renders when
 * the store changes or another tab changes them, so a sign-in through any store instance is seen at once.
 */
export const useSession = (): Session => {
  const store = useTokenStore();
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribe = store.subscribe(listener);
      globalThis.addEventListener?.("storage", listener);
      return () => {
        unsubscribe();
        globalThis.removeEventListener?.("storage", listener);
      };
    },
    [store],
  );
  const read = () => `${store.get("accessToken") ?? ""}\n${store.get("adminAccessToken") ?? ""}`;
  // On the server (the build's prerender) the store is the prerender's own: empty for the public pages (a
  // signed-out visitor's, the only ones the app hydrates), a stand-in token for a portal page's shell.
  const snapshot = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => {
    const [accessToken, adminAccessToken] = snapshot.split("\n");
    return sessionFromTokens({ accessToken, adminAccessToken });
  }, [snapshot]);
};
