import { canAccessRoute, landingRouteFor, portalOfPath, requiresSignIn } from "@haulboard/domain";
import type { Session } from "../session/Session.tsx";
import { loginPath } from "./loginPath.ts";

export { loginPath };

/**
 * - `allow`: show the page;
 * - `login`: go to login (no one is signed in);
 * - `refuse`: a signed-in user whose roles do not open the page: sent to login, told why (access §2);
 * - `restoreAdmin`: an admin impersonating a company user opened a page outside the company portal (the
 *   portal switcher, or a typed URL): the admin's tokens come back first, then the page is decided again.
 */
export type AccessDecision = "allow" | "login" | "refuse" | "restoreAdmin";

/**
 * The route access rule (access §2 and §6): a protected route needs a user id and a role the route table
 * accepts; otherwise a visitor goes to login, and a signed-in user is refused: also sent to login (the
 * spec's "when the role does not match"), with the account the page needs and a way back (issue 44). The admin token
 * standing in counts as a user (see `Session`).
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
  return canAccessRoute(pathname, session.user.roles) ? "allow" : "refuse";
};

type SessionForAccess = Parameters<typeof decideAccess>[1];

/**
 * The signed-in user's landing page (access §4), or undefined with no user or when that page would not
 * open for them. The token does not say whether an employer has a company: an employer is taken to
 * have one (the jobs), as the company-creation steps are reached from sign-up.
 */
export const landingPathFor = (session: SessionForAccess): string | undefined => {
  if (session.user === undefined) return undefined;
  const landing = landingRouteFor({ roles: session.user.roles, hasCompany: true });
  return decideAccess(landing, session) === "allow" ? landing : undefined;
};
