import { publicCall } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { sha256 } from "../security/tokens.ts";
import { emailTaken } from "./accounts.ts";

const verifyEmail = async ({ query, c, deps }: HandlerInput<"auth.verifyEmail">) => {
  const { token } = query;
  const ok =
    token.length <= 200 &&
    (await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<{ user_id: number; email: string; company_id: number | null }>(
        `update email_verifications set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now() returning user_id, email, company_id`,
        [sha256(token)],
      );
      if (!row) return false;
      // A company's email (issue 18): it becomes the company's once its link is opened.
      if (row.company_id !== null) {
        const updated = await tx.query(
          `update companies set email = $2, email_verified = true, email_to_verify = null, updated_at = now()
            where id = $1 and lower(email_to_verify) = lower($2) returning id`,
          [row.company_id, row.email],
        );
        return updated.length > 0;
      }
      if (await emailTaken(tx, row.email, row.user_id)) return false;
      await tx.query(
        `update users set email = $2, email_verified = true,
                email_to_verify = case when lower(email_to_verify) = lower($2) then null else email_to_verify end,
                updated_at = now()
          where id = $1 and deleted_at is null`,
        [row.user_id, row.email],
      );
      return true;
    }));
  return c.redirect(ok ? "/email/validation/success" : "/email/validation/unsuccess", 302);
};

export const verifyEmailRoute: Route<"auth.verifyEmail"> = { access: publicCall, handle: verifyEmail };
