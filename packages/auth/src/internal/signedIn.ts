import { useSession } from "@haulboard/shell";
import { useState } from "react";

/**
 * Whether a user was already signed in on arrival at /login or /signup (issue 13: they go to their landing
 * page instead). Read once, on arrival, so that signing in on the screen itself goes where the server's
 * answer says. Only this flag is in the screens' first load; `LandingRedirect` loads when it is true.
 */
export const useSignedInOnArrival = (): boolean => {
  const { user } = useSession();
  const [signedIn] = useState(() => user !== undefined);
  return signedIn;
};
