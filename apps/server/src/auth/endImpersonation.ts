import { appError, Errors } from "../errors/catalogue.ts";
import { signedIn } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const endImpersonation = async ({ caller, deps }: HandlerInput<"auth.endImpersonation">) => {
  if (caller.impersonatorId === null) throw appError(Errors.notImpersonating);
  await deps.db.transaction(async (tx) => {
    await deps.tokens.revokeSession(tx, caller.sessionId, "impersonation ended");
    await tx.query(
      "insert into audit_log (actor_id, action, target_id, details) values ($1, 'impersonation.end', $2, $3::jsonb)",
      [caller.impersonatorId, caller.userId, JSON.stringify({ session_id: caller.sessionId })],
    );
  });
  return { data: null };
};

// Any impersonation token may end itself; the handler refuses a token that is not one.
export const endImpersonationRoute: Route<"auth.endImpersonation"> = {
  access: signedIn,
  handle: endImpersonation,
};
