import { canAccessRoute, requiresSignIn } from "@haulboard/domain";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { type Session, useSession } from "../session/Session.tsx";

/** Where an unauthorised visitor goes (access §2: protected routes send the visitor to login). */
export const loginPath = "/login";

export type AccessDecision = "allow" | "login";

/**
 * The route access rule (access §2 and §6): a protected route needs a user id and a role the route table
 * accepts; otherwise the visitor goes to login. The admin token standing in counts as a user (see `Session`).
 */
export const decideAccess = (pathname: string, session: Pick<Session, "user">): AccessDecision => {
  if (!requiresSignIn(pathname)) return "allow";
  if (session.user === undefined) return "login";
  return canAccessRoute(pathname, session.user.roles) ? "allow" : "login";
};

/** Renders its children only when the current path is open to the session; otherwise goes to login. */
export function RequireAccess({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  if (decideAccess(pathname, session) === "login") return <Navigate to={loginPath} replace />;
  return children;
}
