import {
  type ApiError,
  deviceId,
  endImpersonation,
  isImpersonating,
  runApi,
  startImpersonation,
  type TokenStore,
  toAlertMessage,
} from "@haulboard/api";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { useAppApi } from "../api/AppApi.tsx";
import { readAccessClaims } from "../session/AccessClaims.ts";
import { useTokenStore } from "../session/Session.tsx";
import {
  clearImpersonationSession,
  type ImpersonationSession,
  readImpersonationSession,
  writeImpersonationSession,
} from "./ImpersonationSession.ts";

/** Where Leave goes: the admin portal (its root redirects to the company list). */
export const adminPortalPath = "/admin";
/** Where a new impersonation lands: the company's jobs, loaded afresh. */
export const companyJobsPath = "/company/jobs";

export interface ImpersonationTarget {
  readonly companyId: number;
  readonly companyName: string;
  readonly userId: number;
}

/** The device id for the impersonation call: the admin token's `did` claim, else this browser's (access §3). */
const deviceIdOf = (store: TokenStore): string =>
  readAccessClaims(store.get("adminAccessToken") ?? store.get("accessToken"))?.deviceId ?? deviceId();

/** Whether a token is still good for at least a few seconds (so a call with it cannot end the session). */
const isFresh = (token: string | null, now = Date.now()): boolean => {
  const expiresAt = readAccessClaims(token)?.expiresAt;
  return expiresAt !== undefined && expiresAt * 1000 > now + 5000;
};

/**
 * Restores the admin's tokens and forgets the impersonated company (access §4: leaving, or switching to a
 * non-company portal). While the impersonation token is still valid the server is told first, so its audit
 * log records the end; an expired token is never sent (a 401 there would end the admin's own session).
 */
export const restoreAdminSession = async (
  store: TokenStore,
  notifyServer?: () => Promise<unknown>,
): Promise<void> => {
  if (isImpersonating(store) && notifyServer && isFresh(store.get("accessToken"))) {
    await notifyServer().catch(() => undefined);
  }
  endImpersonation(store);
  clearImpersonationSession();
};

export interface Impersonation {
  /** The current impersonation, if any (survives a reload). */
  readonly session: ImpersonationSession | undefined;
  /** Swap in the chosen user's tokens and reload the jobs. Rejects with the alert text. */
  readonly start: (target: ImpersonationTarget) => Promise<void>;
  /** New tokens for the same user and a new 600-second countdown. */
  readonly renew: () => Promise<void>;
  /** Restore the admin's tokens and return to the admin portal. */
  readonly leave: () => Promise<void>;
  /** Restore the admin's tokens without leaving the page (a portal switch). */
  readonly restore: () => Promise<void>;
  readonly isPending: boolean;
}

const subscribeToStorage = (listener: () => void) => {
  globalThis.addEventListener?.("storage", listener);
  return () => globalThis.removeEventListener?.("storage", listener);
};

/** Impersonation for the header pieces: the api package's token helpers, never a copy of them. */
export function useImpersonation(): Impersonation {
  const api = useAppApi();
  const store = useTokenStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);
  const [, setVersion] = useState(0);
  // Re-render with the token store (this tab) and storage events (other tabs).
  useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        const unsubscribe = store.subscribe(listener);
        const unsubscribeStorage = subscribeToStorage(listener);
        return () => {
          unsubscribe();
          unsubscribeStorage();
        };
      },
      [store],
    ),
    () => `${store.get("accessToken") ?? ""}|${globalThis.localStorage?.getItem("impersonation") ?? ""}`,
    () => "",
  );
  const session = isImpersonating(store) ? readImpersonationSession() : undefined;

  const issueTokens = async (target: ImpersonationTarget) => {
    const answer = await runApi(
      api.auth.impersonate({
        query: { userId: target.userId },
        body: { userId: target.userId, deviceId: deviceIdOf(store), role: "employer" },
      }),
    );
    startImpersonation(store, { accessToken: answer.accessToken, refreshToken: answer.refreshToken });
    writeImpersonationSession({
      companyId: target.companyId,
      companyName: target.companyName,
      userId: target.userId,
      userName: `${answer.firstName} ${answer.lastName}`,
      startedAt: Date.now(),
    });
    setVersion((version) => version + 1);
  };

  const withPending = async (work: () => Promise<void>) => {
    setIsPending(true);
    try {
      await work();
    } catch (error) {
      throw new Error(toAlertMessage(error as ApiError));
    } finally {
      setIsPending(false);
    }
  };

  const restore = async () => {
    await restoreAdminSession(store, () => runApi(api.auth.endImpersonation()));
    setVersion((version) => version + 1);
    void queryClient.invalidateQueries();
  };

  return {
    session,
    isPending,
    start: (target) =>
      withPending(async () => {
        await issueTokens(target);
        await queryClient.invalidateQueries();
        navigate(companyJobsPath);
      }),
    renew: () =>
      withPending(async () => {
        const current = readImpersonationSession();
        if (!current) return;
        await issueTokens(current);
      }),
    leave: async () => {
      setIsPending(true);
      try {
        await restore();
      } finally {
        setIsPending(false);
      }
      navigate(adminPortalPath);
    },
    restore,
  };
}
