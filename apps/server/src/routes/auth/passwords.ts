/**
 * Passwords (access §4): changing one, and the forgotten-password code, its check and the reset.
 */
import { randomBytes, randomInt } from "node:crypto";
import { isResetCode } from "@haulboard/domain";
import type { Queryable } from "../../db/Database.ts";
import type { Deps } from "../../deps.ts";
import { appError, Errors } from "../../errors/catalogue.ts";
import { publicCall, signedIn } from "../../http/access.ts";
import { clientAddress } from "../../http/clientAddress.ts";
import type { HandlerInput, Routes } from "../../http/context.ts";
import { enforceLimits } from "../../http/guard.ts";
import { checkText } from "../../http/validate.ts";
import {
  mailRules,
  resetCodeGuessRules,
  resetCodeRequestRules,
  resetCodeTries,
} from "../../security/limits.ts";
import { sha256 } from "../../security/tokens.ts";
import { findUserByEmail, refuseUnderImpersonation } from "./accounts.ts";

/** A reset code is valid 15 minutes; five tries spend it (security/limits.ts). */
const resetCodeMinutes = 15;

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

/**
 * Forgot password: answers at once and alike for every email; the code is made and mailed in the
 * background, so neither the answer nor its timing tells whether the account exists.
 */
const tokenPassword = async ({ body, c, deps }: HandlerInput<"auth.tokenPassword">) => {
  const { email } = body;
  const address = clientAddress(c, deps.config.trustProxy);
  await enforceLimits(deps, [
    ...resetCodeRequestRules(email, address),
    ...mailRules("password-reset-code", email, address),
  ]);
  deps.background.run("password reset code", () => issueResetCode(deps, email));
  return { data: null };
};

const issueResetCode = async (deps: Deps, email: string): Promise<void> => {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await deps.db.transaction(async (tx) => {
    await tx.query("update password_reset_codes set used_at = now() where user_id = $1 and used_at is null", [
      user.id,
    ]);
    await tx.query(
      "insert into password_reset_codes (user_id, code_hash, expires_at) values ($1, $2, now() + make_interval(mins => $3))",
      [user.id, sha256(`${user.id}:${code}`), resetCodeMinutes],
    );
    await deps.mail.send(tx, {
      to: user.email,
      subject: "Your password reset code",
      body: `Your Haulboard password reset code is ${code}. It is valid for ${resetCodeMinutes} minutes.\n\nIf you did not ask for it, ignore this message.`,
      kind: "password-reset-code",
    });
  });
  if (deps.config.smtpUrl) await deps.mail.dispatch();
};

interface CodeRow {
  id: number;
  user_id: number;
  code_hash: string;
  reset_token_hash: string | null;
}

const currentCodeOf = `(select c2.id from password_reset_codes c2 join users u on u.id = c2.user_id
   where lower(u.email) = lower($1) and u.deleted_at is null and c2.used_at is null and c2.expires_at > now()
   order by c2.created_at desc limit 1)`;

/**
 * Spends one try of the email's current code and says whether `code` is it. The try is counted and
 * checked in one statement, so a burst of guesses gets exactly `resetCodeTries` evaluations.
 */
const tryCode = async (q: Queryable, email: string, code: string): Promise<CodeRow | undefined> => {
  const [row] = await q.query<CodeRow>(
    `update password_reset_codes c set attempts = c.attempts + 1
      where c.id = ${currentCodeOf} and c.attempts < $2
      returning c.id, c.user_id, c.code_hash, c.reset_token_hash`,
    [email, resetCodeTries],
  );
  return row && isResetCode(code) && sha256(`${row.user_id}:${code}`) === row.code_hash ? row : undefined;
};

/** The email's current code when `resetToken` (given after a right code) belongs to it. */
const codeOfResetToken = async (q: Queryable, email: string, resetToken: string) => {
  const [row] = await q.query<CodeRow>(
    `select c.id, c.user_id, c.code_hash, c.reset_token_hash from password_reset_codes c where c.id = ${currentCodeOf}`,
    [email],
  );
  return row?.reset_token_hash && sha256(resetToken) === row.reset_token_hash ? row : undefined;
};

const limitGuesses = (deps: Deps, email: string, c: HandlerInput<"auth.resetPassword">["c"]) =>
  enforceLimits(deps, resetCodeGuessRules(email, clientAddress(c, deps.config.trustProxy)));

const verifyTokenPassword = async ({ body, c, deps }: HandlerInput<"auth.verifyTokenPassword">) => {
  const { email, code } = body;
  checkText("code", code, { min: 1, max: 20 });
  await limitGuesses(deps, email, c);
  const row = await tryCode(deps.db, email, code.trim());
  if (!row) return { data: { valid: false, resetToken: null } };
  const resetToken = randomBytes(24).toString("base64url");
  await deps.db.query("update password_reset_codes set reset_token_hash = $2 where id = $1", [
    row.id,
    sha256(resetToken),
  ]);
  return { data: { valid: true, resetToken } };
};

const resetPassword = async ({ body, c, deps }: HandlerInput<"auth.resetPassword">) => {
  const { email, code, resetToken, newPassword } = body;
  if (code === undefined && resetToken === undefined) throw appError(Errors.invalidCode, { field: "code" });
  checkText("code", code, { max: 20 });
  checkText("reset_token", resetToken, { max: 200 });
  await limitGuesses(deps, email, c);
  const row =
    resetToken !== undefined
      ? await codeOfResetToken(deps.db, email, resetToken)
      : await tryCode(deps.db, email, (code ?? "").trim());
  if (!row) throw appError(Errors.invalidCode, { field: resetToken ? "reset_token" : "code" });
  const hash = await deps.passwords.hash(newPassword);
  await deps.db.transaction(async (tx) => {
    const spent = await tx.query(
      "update password_reset_codes set used_at = now() where id = $1 and used_at is null returning 1",
      [row.id],
    );
    // Two resets racing with one code: the second finds it spent.
    if (spent.length === 0) throw appError(Errors.invalidCode, { field: "code" });
    await tx.query("update users set password_hash = $2, updated_at = now() where id = $1", [
      row.user_id,
      hash,
    ]);
    await tx.query(
      "update sessions set revoked_at = now(), revoked_reason = 'password reset' where user_id = $1 and revoked_at is null",
      [row.user_id],
    );
  });
  return { data: null };
};

export const passwordRoutes: Routes = {
  "auth.changePassword": { access: signedIn, handle: changePassword },
  "auth.tokenPassword": { access: publicCall, handle: tokenPassword },
  "auth.verifyTokenPassword": { access: publicCall, handle: verifyTokenPassword },
  "auth.resetPassword": { access: publicCall, handle: resetPassword },
};
