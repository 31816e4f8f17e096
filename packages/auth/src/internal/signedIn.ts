import { landingPathFor, useSession } from "@haulboard/shell";
import { useState } from "react";

/**
 * Where a user who is already signed in on arrival goes instead of /login or /signup: their landing page
 * (issue 13). Read once, on arrival, so that signing in on the screen itself goes where the server's
 * answer says, not here.
 */
export const useLandingOnArrival = (): string | undefined => {
  const session = useSession();
  const [landing] = useState(() => landingPathFor(session));
  return landing;
};
