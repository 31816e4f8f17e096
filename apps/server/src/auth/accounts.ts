import { randomBytes } from "node:crypto";
import type { Role } from "@haulboard/domain";
import type { Insertable } from "kysely";
import { onlyRow, type Queryable } from "../db/Database.ts";
import type { Users } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { checkText } from "../http/validate.ts";
import { type UserRow, userColumns } from "../routes/rows.ts";
import { sha256 } from "../security/tokens.ts";

/**
 * What the sign-in, sign-up, password and impersonation routes share: finding accounts, the verification mail, the device id rule, and the rule that account-level actions belong to the owner.
 */
const verificationDays = 7;

/** Account-level actions (password, email, deletion) belong to the account's owner, never to an admin acting as them. */
export const refuseUnderImpersonation = (caller: Caller): void => {
  if (caller.impersonatorId !== null) throw appError(Errors.notWhileImpersonating);
};

export const findUserByEmail = async (
  q: Queryable,
  email: string,
): Promise<(UserRow & { password_hash: string | null }) | undefined> => {
  const [row] = await q.query<UserRow & { password_hash: string | null }>(
    `select ${userColumns}, u.password_hash from users u where lower(u.email) = lower($1) and u.deleted_at is null`,
    [email],
  );
  return row;
};

export const emailTaken = async (q: Queryable, email: string, exceptUserId?: number): Promise<boolean> => {
  const rows = await q.query(
    "select 1 from users where lower(email) = lower($1) and deleted_at is null and id <> coalesce($2, 0)",
    [email, exceptUserId ?? null],
  );
  return rows.length > 0;
};

/**
 * Makes a user someone else adds (an admin, a company's employee) with one role: refuses a taken email on
 * its field, trims the email and names, and answers the new id. Run inside the caller's transaction.
 */
export const createUser = async (
  tx: Queryable,
  input: { readonly email: string; readonly firstName: string; readonly lastName: string },
  role: Role,
  columns: Omit<Insertable<Users>, "email" | "first_name" | "last_name">,
): Promise<number> => {
  if (await emailTaken(tx, input.email)) throw appError(Errors.emailTaken, { field: "email" });
  const k = typed(tx);
  const created = onlyRow(
    await k
      .insertInto("users")
      .values({
        ...columns,
        email: input.email.trim(),
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
      })
      .returning("id")
      .execute(),
    "inserted row",
  );
  await k.insertInto("user_roles").values({ user_id: created.id, role }).execute();
  return created.id;
};

/** Records the email and mails its verification link (access §2: /email/validation/success or /unsuccess). */
export const sendVerification = async (deps: Deps, q: Queryable, userId: number, email: string) => {
  const token = randomBytes(24).toString("base64url");
  await q.query(
    "insert into email_verifications (token_hash, user_id, email, expires_at) values ($1, $2, $3, now() + make_interval(days => $4))",
    [sha256(token), userId, email, verificationDays],
  );
  const link = `${deps.config.publicUrl}/api/v1/auth/verify-email?token=${token}`;
  await deps.mail.send(q, {
    to: email,
    subject: "Verify your email",
    body: `Welcome to Haulboard. Confirm your email address by opening this link:\n\n${link}\n\nThe link is valid for ${verificationDays} days.`,
    kind: "email-verification",
  });
};

/**
 * A company's new email waits in companies.email_to_verify until the link mailed to it is opened (issue 18);
 * the same verification link as a user's, its row naming the company.
 */
export const sendCompanyVerification = async (
  deps: Deps,
  q: Queryable,
  requestedBy: number,
  companyId: number,
  email: string,
) => {
  const token = randomBytes(24).toString("base64url");
  await q.query(
    `insert into email_verifications (token_hash, user_id, email, expires_at, company_id)
     values ($1, $2, $3, now() + make_interval(days => $4), $5)`,
    [sha256(token), requestedBy, email, verificationDays, companyId],
  );
  const link = `${deps.config.publicUrl}/api/v1/auth/verify-email?token=${token}`;
  await deps.mail.send(q, {
    to: email,
    subject: "Verify your company's email",
    body: `This address was entered as your company's email on Haulboard. Confirm it by opening this link:\n\n${link}\n\nThe link is valid for ${verificationDays} days.`,
    kind: "email-verification",
  });
};

export const checkDeviceId = (deviceId: string) => checkText("device_id", deviceId, { min: 1, max: 64 });
