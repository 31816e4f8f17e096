import { canAccessRoute, portalOfPath, requiresSignIn } from "@haulboard/domain";
import type { Session } from "../session/Session.tsx";
import { loginPath } from "./loginPath.ts";

export { loginPath };

/**
 * - `allow`: show the page;
 * - `login`: go to login;
 * - `restoreAdmin`: an admin impersonating a company user opened a page outside the company portal (the
 *   portal switcher, or a typed URL): the admin's tokens come back first, then the page is decided again.
 */
export type AccessDecision = "allow" | "login" | "restoreAdmin";

/**
 * The route access rule (access §2 and §6): a protected route needs a user id and a role the route table
 * accepts; otherwise the visitor goes to login. The admin token standing in counts as a user (see `Session`).
 * While impersonating, only the company portal belongs to the impersonated user: any other protected page
 * restores the admin (access §4 "Switching to a non-company portal restores the admin tokens").
 */
export const decideAccess = (
  pathname: string,
  session: Pick<Session, "user"> & Partial<Pick<Session, "impersonator">>,
): AccessDecision => {
  if (!requiresSignIn(pathname)) return "allow";
  if (session.impersonator !== undefined && portalOfPath(pathname) !== "company") return "restoreAdmin";
  if (session.user === undefined) return "login";
  return canAccessRoute(pathname, session.user.roles) ? "allow" : "login";
};
