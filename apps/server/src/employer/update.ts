import { emailTaken, refuseUnderImpersonation, sendVerification } from "../auth/accounts.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { checkText } from "../http/validate.ts";
import { mailRules, resetCodeGuessRules } from "../security/limits.ts";
import { loadEmployer } from "./shared.ts";

const updateEmployer = async (input: HandlerInput<"employer.update">) => {
  const { body, caller, deps } = input;
  const changes = body;
  checkText("current_password", changes.currentPassword, { max: 1000 });
  const changesEmail =
    changes.email !== undefined && changes.email.trim().toLowerCase() !== caller.email.toLowerCase();
  if (changesEmail) {
    // A stolen access token alone must not move the account to another address (issue 11).
    refuseUnderImpersonation(caller);
    if (!changes.currentPassword)
      throw appError(Errors.currentPasswordRequired, { field: "current_password" });
    await enforceLimits(deps, resetCodeGuessRules(caller.email, caller.address), Errors.tooManyAttempts);
    const [account] = await deps.db.query<{ password_hash: string | null }>(
      "select password_hash from users where id = $1",
      [caller.userId],
    );
    if (!(await deps.passwords.verify(changes.currentPassword, account?.password_hash)))
      throw appError(Errors.wrongPassword, { field: "current_password" });
    await enforceLimits(deps, [
      ...mailRules("email-verification", changes.email ?? "", caller.address),
      ...mailRules("email-change-notice", caller.email, caller.address),
    ]);
  }
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              phone = coalesce($4, phone), timezone = coalesce($5, timezone), updated_at = now()
        where id = $1`,
      [
        caller.userId,
        changes.firstName?.trim() ?? null,
        changes.lastName?.trim() ?? null,
        changes.phone ?? null,
        changes.timezone ?? null,
      ],
    );
    // A new email waits in email_to_verify until its link is followed; the old address is told, and
    // every other session ends (whoever else holds one signs in again).
    if (changesEmail && changes.email !== undefined) {
      const email = changes.email.trim();
      if (await emailTaken(tx, email, caller.userId)) {
        throw appError(Errors.emailTaken, { field: "email" });
      }
      await tx.query("update users set email_to_verify = $2 where id = $1", [caller.userId, email]);
      await sendVerification(deps, tx, caller.userId, email);
      await deps.mail.send(tx, {
        to: caller.email,
        subject: "Your Haulboard email is being changed",
        body: `Someone signed in to your Haulboard account asked to change its email to ${email}. The change takes effect when the link sent there is opened.\n\nIf this was not you, reset your password now: ${deps.config.publicUrl}/forgot-password`,
        kind: "email-change-notice",
      });
      await tx.query(
        "update sessions set revoked_at = now(), revoked_reason = 'email changed' where user_id = $1 and id <> $2 and revoked_at is null",
        [caller.userId, caller.sessionId],
      );
    }
  });
  return { data: await loadEmployer(input) };
};

export const updateRoute: Route<"employer.update"> = {
  access: roles(companyPortalRoles),
  handle: updateEmployer,
};
