import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { publicCall } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkText } from "../http/validate.ts";
import { sha256 } from "../security/tokens.ts";
import { type CodeRow, currentCodeOf, limitGuesses, tryCode } from "./resetCodes.ts";

/** The email's current code when `resetToken` (given after a right code) belongs to it. */
const codeOfResetToken = async (q: Queryable, email: string, resetToken: string) => {
  const [row] = await q.query<CodeRow>(
    `select c.id, c.user_id, c.code_hash, c.reset_token_hash from password_reset_codes c where c.id = ${currentCodeOf}`,
    [email],
  );
  return row?.reset_token_hash && sha256(resetToken) === row.reset_token_hash ? row : undefined;
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

export const resetPasswordRoute: Route<"auth.resetPassword"> = { access: publicCall, handle: resetPassword };
