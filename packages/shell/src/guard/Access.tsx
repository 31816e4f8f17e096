import { endImpersonation } from "@haulboard/api";
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { useAlerts } from "../alerts/Alerts.tsx";
import { Loading } from "../errors/ErrorPage.tsx";
import { clearImpersonationSession } from "../impersonation/ImpersonationSession.ts";
import { useSession, useTokenStore } from "../session/Session.tsx";
import { decideAccess, landingPathFor, loginPath } from "./decideAccess.ts";

export { type AccessDecision, decideAccess, landingPathFor, loginPath } from "./decideAccess.ts";

/** What a refused user reads (the spec is silent: chosen here, see README). */
export const AccessText = {
  refused: "Your account cannot open that page, so you are back on your home page.",
  refusedNoHome: "Your account cannot open that page. Sign in with another account to open it.",
} as const;

export interface RequireAccessProps {
  readonly children: ReactNode;
  /**
   * Restores the admin's tokens and forgets the impersonated company (the portal layout passes the
   * impersonation's `restore`, which also tells the server). Without it the tokens are swapped back locally.
   */
  readonly onRestoreAdmin?: () => Promise<void>;
}

/**
 * Renders its children only when the current path is open to the session; otherwise a visitor goes to login
 * and a signed-in user to the landing page, with a warning that says why. A page outside the company portal
 * opened while impersonating waits ('Loading...') until the admin is restored.
 */
export function RequireAccess({ children, onRestoreAdmin }: RequireAccessProps) {
  const { pathname } = useLocation();
  const session = useSession();
  const store = useTokenStore();
  const decision = decideAccess(pathname, session);
  const { showAlert } = useAlerts();
  const home = decision === "refuse" ? landingPathFor(session) : undefined;
  useEffect(() => {
    if (decision !== "refuse") return;
    showAlert({ type: "warning", message: home ? AccessText.refused : AccessText.refusedNoHome });
  }, [decision, home, showAlert]);
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
  // A user with no page of their own meets the login form (it stays: there is nowhere else to send them).
  if (decision === "refuse") return <Navigate to={home ?? loginPath} replace />;
  if (decision === "restoreAdmin") return <Loading />;
  return children;
}
