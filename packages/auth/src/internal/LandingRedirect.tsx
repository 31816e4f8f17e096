import { landingPathFor, useSession } from "@haulboard/shell";
import type { ReactNode } from "react";
import { Navigate } from "react-router";

/**
 * Sends a signed-in user to their landing page; a user whose landing page would not open for them (no page
 * of their own) sees the screen after all. Loaded only for a user signed in on arrival (see signedIn.ts),
 * so the route access table stays out of /login's first load.
 */
export function LandingRedirect({ children }: { readonly children: ReactNode }) {
  const landing = landingPathFor(useSession());
  return landing === undefined ? children : <Navigate to={landing} replace />;
}

export default LandingRedirect;
