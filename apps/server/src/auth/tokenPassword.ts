import { randomInt } from "node:crypto";
import type { Deps } from "../deps.ts";
import { publicCall } from "../http/access.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { mailRules, resetCodeRequestRules } from "../security/limits.ts";
import { sha256 } from "../security/tokens.ts";
import { findUserByEmail } from "./accounts.ts";

/** A reset code is valid 15 minutes; five tries spend it (security/limits.ts). */
const resetCodeMinutes = 15;

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

export const tokenPasswordRoute: Route<"auth.tokenPassword"> = { access: publicCall, handle: tokenPassword };
