import { endImpersonation } from "@haulboard/api";
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { Loading } from "../errors/ErrorPage.tsx";
import { clearImpersonationSession } from "../impersonation/ImpersonationSession.ts";
import { useSession, useTokenStore } from "../session/Session.tsx";
import { decideAccess, loginPath } from "./decideAccess.ts";

export { type AccessDecision, decideAccess, loginPath } from "./decideAccess.ts";

export interface RequireAccessProps {
  readonly children: ReactNode;
  /**
   * Restores the admin's tokens and forgets the impersonated company (the portal layout passes the
   * impersonation's `restore`, which also tells the server). Without it the tokens are swapped back locally.
   */
  readonly onRestoreAdmin?: () => Promise<void>;
}

/**
 * Renders its children only when the current path is open to the session; otherwise goes to login. A page
 * outside the company portal opened while impersonating waits ('Loading...') until the admin is restored.
 */
export function RequireAccess({ children, onRestoreAdmin }: RequireAccessProps) {
  const { pathname } = useLocation();
  const session = useSession();
  const store = useTokenStore();
  const decision = decideAccess(pathname, session);
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
  if (decision === "restoreAdmin") return <Loading />;
  return children;
}
