import { appError, Errors } from "../errors/catalogue.ts";
import { signedIn } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { checkText } from "../http/validate.ts";
import { resetCodeGuessRules } from "../security/limits.ts";
import { refuseUnderImpersonation } from "./accounts.ts";

const changePassword = async ({ body, caller, deps }: HandlerInput<"auth.changePassword">) => {
  const { oldPassword, newPassword } = body;
  checkText("old_password", oldPassword, { min: 1, max: 1000 });
  refuseUnderImpersonation(caller);
  // The old password is a guess like any other: limited per account and address.
  await enforceLimits(deps, resetCodeGuessRules(caller.email, caller.address), Errors.tooManyAttempts);
  const [row] = await deps.db.query<{ password_hash: string | null }>(
    "select password_hash from users where id = $1",
    [caller.userId],
  );
  if (!(await deps.passwords.verify(oldPassword, row?.password_hash))) {
    throw appError(Errors.wrongPassword, { field: "old_password" });
  }
  const hash = await deps.passwords.hash(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.query("update users set password_hash = $2, updated_at = now() where id = $1", [
      caller.userId,
      hash,
    ]);
    // Other devices sign in again with the new password; this session stays.
    await tx.query(
      "update sessions set revoked_at = now(), revoked_reason = 'password changed' where user_id = $1 and id <> $2 and revoked_at is null",
      [caller.userId, caller.sessionId],
    );
  });
  return { data: null };
};

export const changePasswordRoute: Route<"auth.changePassword"> = { access: signedIn, handle: changePassword };
