import { endImpersonation } from "@haulboard/api";
import { type Portal, portalLabel, portalOfPath } from "@haulboard/domain";
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { Loading } from "../errors/ErrorPage.tsx";
import { clearImpersonationSession } from "../impersonation/ImpersonationSession.ts";
import { useSession, useTokenStore } from "../session/Session.tsx";
import { decideAccess, landingPathFor, loginPath } from "./decideAccess.ts";

export { type AccessDecision, decideAccess, landingPathFor, loginPath } from "./decideAccess.ts";

/** The account a portal's pages need, as a refused user reads it ("This page needs an admin account."). */
const accountNames: Readonly<Record<Portal, string>> = {
  admin: "an admin account",
  company: "a company account",
  news: "a news account",
  drivers: "a driver account",
  ads: "an ads account",
};

/**
 * What a refused user reads on the login page (access §2: a role that does not match goes to login; the
 * words are chosen here, see README "Decisions").
 */
export const AccessText = {
  needs: (portal: Portal | undefined) =>
    `This page needs ${portal === undefined ? "another account" : accountNames[portal]}. Sign in with one to open it.`,
  backTo: (portal: Portal) => `Back to the ${portalLabel(portal)}`,
} as const;

/**
 * The login page's state after a refusal: the portal the page belongs to and, when the signed-in user has
 * a page of their own, the way back to it. Signing in on that login page replaces the session.
 */
export interface RefusedState {
  readonly refused: { readonly needs?: Portal; readonly home?: string };
}

export const refusedStateOf = (state: unknown): RefusedState["refused"] | undefined => {
  const refused = (state as Partial<RefusedState> | null)?.refused;
  return refused !== undefined && typeof refused === "object" ? refused : undefined;
};

/** The login a refused page sends to: the admin variant for the admin portal's pages. */
const loginFor = (portal: Portal | undefined) => (portal === "admin" ? `${loginPath}?role=admin` : loginPath);

export interface RequireAccessProps {
  readonly children: ReactNode;
  /**
   * Restores the admin's tokens and forgets the impersonated company (the portal layout passes the
   * impersonation's `restore`, which also tells the server). Without it the tokens are swapped back locally.
   */
  readonly onRestoreAdmin?: () => Promise<void>;
}

/**
 * Renders its children only when the current path is open to the session; otherwise a visitor goes to login,
 * and so does a signed-in user whose roles do not match, with the login page told why. A page outside the company portal
 * opened while impersonating waits ('Loading...') until the admin is restored.
 */
export function RequireAccess({ children, onRestoreAdmin }: RequireAccessProps) {
  const { pathname } = useLocation();
  const session = useSession();
  const store = useTokenStore();
  const decision = decideAccess(pathname, session);
  const home = decision === "refuse" ? landingPathFor(session) : undefined;
  const isRestoring = useRef(false);
  const restore = useRef(onRestoreAdmin);
  restore.current = onRestoreAdmin;
  useEffect(() => {
    if (decision !== "restoreAdmin" || isRestoring.current) return;
    isRestoring.current = true;
    const done = () => {
      isRestoring.current = false;
    };
    if (restore.current) void restore.current().finally(done);
    else {
      endImpersonation(store);
      clearImpersonationSession();
      done();
    }
  }, [decision, store]);
  if (decision === "login") return <Navigate to={loginPath} replace />;
  // A role that does not match goes to login (access §2), told which account the page needs and given the
  // way back to the portal they are signed in to.
  if (decision === "refuse") {
    const needs = portalOfPath(pathname);
    const refused: RefusedState = {
      refused: { ...(needs === undefined ? {} : { needs }), ...(home === undefined ? {} : { home }) },
    };
    return <Navigate to={loginFor(needs)} state={refused} replace />;
  }
  if (decision === "restoreAdmin") return <Loading />;
  return children;
}
