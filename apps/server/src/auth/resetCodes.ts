import { isResetCode } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { HandlerInput } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { resetCodeGuessRules, resetCodeTries } from "../security/limits.ts";
import { sha256 } from "../security/tokens.ts";

export interface CodeRow {
  id: number;
  user_id: number;
  code_hash: string;
  reset_token_hash: string | null;
}

export const currentCodeOf = `(select c2.id from password_reset_codes c2 join users u on u.id = c2.user_id
   where lower(u.email) = lower($1) and u.deleted_at is null and c2.used_at is null and c2.expires_at > now()
   order by c2.created_at desc limit 1)`;

/**
 * Spends one try of the email's current code and says whether `code` is it. The try is counted and
 * checked in one statement, so a burst of guesses gets exactly `resetCodeTries` evaluations.
 */
export const tryCode = async (q: Queryable, email: string, code: string): Promise<CodeRow | undefined> => {
  const [row] = await q.query<CodeRow>(
    `update password_reset_codes c set attempts = c.attempts + 1
      where c.id = ${currentCodeOf} and c.attempts < $2
      returning c.id, c.user_id, c.code_hash, c.reset_token_hash`,
    [email, resetCodeTries],
  );
  return row && isResetCode(code) && sha256(`${row.user_id}:${code}`) === row.code_hash ? row : undefined;
};

export const limitGuesses = (deps: Deps, email: string, c: HandlerInput<"auth.resetPassword">["c"]) =>
  enforceLimits(deps, resetCodeGuessRules(email, clientAddress(c, deps.config.trustProxy)));
