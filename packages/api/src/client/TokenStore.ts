import { tokenStorageKeys } from "@haulboard/domain";

export type TokenKey = keyof typeof tokenStorageKeys;

/** The subset of the Web Storage API the store needs (localStorage, sessionStorage, or a test double). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the session's tokens live (access §3 "Token storage keys"). */
export interface TokenStore {
  get(key: TokenKey): string | null;
  set(key: TokenKey, value: string | null): void;
  /** Removes the four tokens (a failed refresh, a logout). */
  clear(): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A Map-backed storage: the fallback when localStorage is missing or refuses writes (private mode, SSR, tests). */
export const makeMemoryStorage = (): StorageLike => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

/** localStorage when the browser lets us write to it (not in private mode, SSR or Node). */
export const usableLocalStorage = (): StorageLike | undefined => {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return undefined;
    const probe = "__haulboard_probe__";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
};

/** A token store over `storage`, by default localStorage with an in-memory fallback. */
export const makeTokenStore = (
  storage: StorageLike = usableLocalStorage() ?? makeMemoryStorage(),
): TokenStore => {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (key) => storage.getItem(tokenStorageKeys[key]),
    set: (key, value) => {
      if (value === null) storage.removeItem(tokenStorageKeys[key]);
      else storage.setItem(tokenStorageKeys[key], value);
      notify();
    },
    clear: () => {
      for (const name of Object.values(tokenStorageKeys)) storage.removeItem(name);
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** Whether an admin is acting as another user right now. */
export const isImpersonating = (store: TokenStore): boolean => store.get("adminAccessToken") !== null;

/**
 * Act as another user (access §4 "Impersonation"): the admin's own tokens are saved as admin tokens
 * (unless already saved, so switching users keeps the real admin), then the user's tokens replace them.
 */
export const startImpersonation = (store: TokenStore, tokens: SessionTokens): void => {
  if (!isImpersonating(store)) {
    store.set("adminAccessToken", store.get("accessToken"));
    store.set("adminRefreshToken", store.get("refreshToken"));
  }
  store.set("accessToken", tokens.accessToken);
  store.set("refreshToken", tokens.refreshToken);
};

/** Leave impersonation: the admin tokens come back and the saved copies are removed. */
export const endImpersonation = (store: TokenStore): void => {
  if (!isImpersonating(store)) return;
  store.set("accessToken", store.get("adminAccessToken"));
  store.set("refreshToken", store.get("adminRefreshToken"));
  store.set("adminAccessToken", null);
  store.set("adminRefreshToken", null);
};
