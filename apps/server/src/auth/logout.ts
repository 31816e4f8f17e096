import { signedIn } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const logout = async ({ caller, deps }: HandlerInput<"auth.logout">) => {
  await deps.tokens.revokeSession(deps.db, caller.sessionId, "logout");
  return { data: null };
};

export const logoutRoute: Route<"auth.logout"> = { access: signedIn, handle: logout };
