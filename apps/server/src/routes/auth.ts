import { randomBytes, randomInt } from "node:crypto";
import { isResetCode, landingRouteFor, type Role, RoleName, serviceTokenSeconds } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { onlyRow } from "../db/Database.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { Caller, Deps, HandlerInput, Handlers } from "../http/context.ts";
import { HttpError, Messages } from "../http/errors.ts";
import { enforceLimits } from "../http/guard.ts";
import { checkFields, checkText, rules } from "../http/validate.ts";
import {
  emailCheckRules,
  mailRules,
  resetCodeGuessRules,
  resetCodeRequestRules,
  resetCodeTries,
  signInRules,
} from "../security/limits.ts";
import { sha256 } from "../security/tokens.ts";
import { isoOrNull, phoneOut, rolesOf, type UserRow, userColumns } from "./rows.ts";

/** A reset code is valid 15 minutes; five tries spend it (security/limits.ts). */
const resetCodeMinutes = 15;
const verificationDays = 7;

/** Account-level actions (password, email, deletion) belong to the account's owner, never to an admin acting as them. */
export const refuseUnderImpersonation = (caller: Caller): void => {
  if (caller.impersonatorId !== null) throw new HttpError(403, Messages.notWhileImpersonating);
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

const profileComplete = (row: UserRow) =>
  row.first_name.trim() !== "" && row.last_name.trim() !== "" && row.phone !== null;

/** The login answer (access §3 "Login response"). */
const loginAnswer = async (deps: Deps, q: Queryable, userId: number, deviceId: string) => {
  const tokens = await deps.tokens.issueSession(q, { userId, deviceId });
  const [row] = await q.query<UserRow>(`select ${userColumns} from users u where u.id = $1`, [userId]);
  if (!row) throw new HttpError(401, Messages.loginFailed);
  const roles = rolesOf(row.roles);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: phoneOut(row.phone),
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    termsAcceptedAt: isoOrNull(row.terms_accepted_at),
    userRoles: roles,
    profileComplete: profileComplete(row),
    timezone: row.timezone,
    ssnLogin: false,
    redirect: landingRouteFor({ roles, hasCompany: row.company_id !== null }),
  };
};

const checkDeviceId = (deviceId: string) => checkText("device_id", deviceId, { min: 1, max: 64 });

/** A device that signed in to the account before (its own sign-in, not an impersonation). */
const isKnownDevice = async (q: Queryable, userId: number, deviceId: string): Promise<boolean> =>
  (
    await q.query(
      "select 1 from sessions where user_id = $1 and device_id = $2 and impersonator_id is null limit 1",
      [userId, deviceId],
    )
  ).length > 0;

/** Only a driver, or an account with no role yet, becomes an employer by signing in with create_role. */
const mayBecomeEmployer = (roles: readonly Role[]) => roles.every((role) => role === RoleName.driver);

const login = async ({ body, c, deps }: HandlerInput<"auth.login">) => {
  const { email, password, deviceId, createRole, termsAccepted } = body;
  checkFields({ email: [email, rules.Email] });
  checkText("password", password, { min: 1, max: 1000 });
  checkDeviceId(deviceId);
  const address = clientAddress(c, deps.config.trustProxy);
  const limits = signInRules(
    { maxFailures: deps.config.signInMaxFailures, windowSeconds: deps.config.signInWindowSeconds },
    email,
    address,
  );
  const user = await findUserByEmail(deps.db, email);
  // The account-wide rule holds back strangers only: the owner's own devices still get in.
  const isKnown = user !== undefined && (await isKnownDevice(deps.db, user.id, deviceId));
  const counted = isKnown ? [limits.pair, limits.address] : [limits.pair, limits.address, limits.email];
  // Counted before hashing: a burst of guesses cannot all be evaluated while the count lags behind.
  await enforceLimits(deps, counted, Messages.tooManyAttempts);

  const matches = await deps.passwords.verify(password, user?.password_hash ?? deps.dummyHash);
  // Whatever the password, a deactivated account answers the same: the answer never confirms a password.
  if (user && (!user.active || user.blocked)) throw new HttpError(403, Messages.accountDeactivated);
  if (!user || !matches) throw new HttpError(401, Messages.loginFailed);
  await deps.rateLimiter.forget([limits.pair.key]);
  await deps.rateLimiter.refund(counted.filter((rule) => rule !== limits.pair).map((rule) => rule.key));

  const data = await deps.db.transaction(async (tx) => {
    const roles = rolesOf(user.roles);
    // A driver signing in to create a company becomes an employer (access §1, create_role).
    if (createRole === "employer" && mayBecomeEmployer(roles)) {
      await tx.query("insert into user_roles (user_id, role) values ($1, $2) on conflict do nothing", [
        user.id,
        RoleName.companyUser,
      ]);
    }
    if (termsAccepted === true) {
      await tx.query(
        "update users set terms_accepted_at = coalesce(terms_accepted_at, now()) where id = $1",
        [user.id],
      );
    }
    return loginAnswer(deps, tx, user.id, deviceId);
  });
  return { data };
};

const loginSocial = async ({ body, deps }: HandlerInput<"auth.loginSocial">) => {
  const { token, source, deviceId } = body;
  checkDeviceId(deviceId);
  const provider = deps.social.get(source);
  if (!provider) throw new HttpError(400, Messages.socialUnavailable);
  checkText("token", token, { min: 1, max: 10_000 });
  const identity = await provider.verify(token);
  if (!identity) throw new HttpError(401, Messages.socialInvalid);
  const data = await deps.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, identity.email);
    if (!user) {
      // A first social sign-in creates a driver account (a successful social login goes to members).
      const created = onlyRow(
        await tx.query<{ id: number }>(
          "insert into users (email, first_name, last_name, email_verified) values ($1, $2, $3, true) returning id",
          [identity.email, identity.firstName, identity.lastName],
        ),
        "inserted row",
      );
      await tx.query("insert into user_roles (user_id, role) values ($1, $2)", [created.id, RoleName.driver]);
      user = await findUserByEmail(tx, identity.email);
    }
    if (!user) throw new Error("the social account was just created");
    if (!user.active || user.blocked) throw new HttpError(403, Messages.accountDeactivated);
    return loginAnswer(deps, tx, user.id, deviceId);
  });
  return { data };
};

const signup = async ({ body, c, deps }: HandlerInput<"auth.signup">) => {
  const input = body;
  checkFields({
    email: [input.email, rules.SignUpEmail],
    first_name: [input.firstName, rules.Name],
    last_name: [input.lastName, rules.Name],
    phone: [input.phone, rules.UsPhone],
    password: [input.password, rules.Password],
  });
  const role: Role =
    input.role === undefined || input.role === "employer"
      ? RoleName.companyUser
      : input.role === "member"
        ? RoleName.driver
        : (() => {
            throw new HttpError(422, "Only employers and drivers can sign up", { field: "role" });
          })();
  const address = clientAddress(c, deps.config.trustProxy);
  await enforceLimits(deps, mailRules("email-verification", input.email, address));
  const hash = await deps.passwords.hash(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw new HttpError(409, Messages.emailTaken, { field: "email" });
    const row = onlyRow(
      await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, phone, tn_newsletters)
       values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          input.email.trim(),
          hash,
          input.firstName.trim(),
          input.lastName.trim(),
          input.phone,
          input.acceptEmails,
        ],
      ),
      "inserted row",
    );
    await tx.query("insert into user_roles (user_id, role) values ($1, $2)", [row.id, role]);
    await sendVerification(deps, tx, row.id, input.email.trim());
    return row.id;
  });
  return { data: { userId } };
};

const refresh = async ({ c, deps }: HandlerInput<"auth.refresh">) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (!token || token.length > 200) throw new HttpError(401, Messages.refreshInvalid);
  const outcome = await deps.tokens.rotate(token);
  if (!outcome.ok) {
    if (outcome.reason === "reused") deps.log("refresh token reuse: the session was revoked");
    throw new HttpError(401, Messages.refreshInvalid);
  }
  return { data: { accessToken: outcome.tokens.accessToken, refreshToken: outcome.tokens.refreshToken } };
};

const logout = async ({ caller, deps }: HandlerInput<"auth.logout">) => {
  await deps.tokens.revokeSession(deps.db, caller.sessionId, "logout");
  return { data: null };
};

const changePassword = async ({ body, caller, deps }: HandlerInput<"auth.changePassword">) => {
  const { oldPassword, newPassword } = body;
  checkText("old_password", oldPassword, { min: 1, max: 1000 });
  checkFields({ new_password: [newPassword, rules.Password] });
  refuseUnderImpersonation(caller);
  // The old password is a guess like any other: limited per account and address.
  await enforceLimits(deps, resetCodeGuessRules(caller.email, caller.address), Messages.tooManyAttempts);
  const [row] = await deps.db.query<{ password_hash: string | null }>(
    "select password_hash from users where id = $1",
    [caller.userId],
  );
  if (!(await deps.passwords.verify(oldPassword, row?.password_hash))) {
    throw new HttpError(422, Messages.wrongPassword, { field: "old_password" });
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
  checkFields({ email: [email, rules.Email] });
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
  checkFields({ email: [email, rules.Email] });
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
  checkFields({ email: [email, rules.Email], new_password: [newPassword, rules.Password] });
  if (code === undefined && resetToken === undefined)
    throw new HttpError(422, Messages.invalidCode, { field: "code" });
  checkText("code", code, { max: 20 });
  checkText("reset_token", resetToken, { max: 200 });
  await limitGuesses(deps, email, c);
  const row =
    resetToken !== undefined
      ? await codeOfResetToken(deps.db, email, resetToken)
      : await tryCode(deps.db, email, (code ?? "").trim());
  if (!row) throw new HttpError(422, Messages.invalidCode, { field: resetToken ? "reset_token" : "code" });
  const hash = await deps.passwords.hash(newPassword);
  await deps.db.transaction(async (tx) => {
    const spent = await tx.query(
      "update password_reset_codes set used_at = now() where id = $1 and used_at is null returning 1",
      [row.id],
    );
    // Two resets racing with one code: the second finds it spent.
    if (spent.length === 0) throw new HttpError(422, Messages.invalidCode, { field: "code" });
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

const verifyEmail = async ({ query, c, deps }: HandlerInput<"auth.verifyEmail">) => {
  const { token } = query;
  const ok =
    token.length <= 200 &&
    (await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<{ user_id: number; email: string }>(
        `update email_verifications set used_at = now()
          where token_hash = $1 and used_at is null and expires_at > now() returning user_id, email`,
        [sha256(token)],
      );
      if (!row) return false;
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

const serviceToken = async ({ c, deps }: HandlerInput<"auth.serviceToken">) => {
  await enforceLimits(deps, emailCheckRules("service-token", clientAddress(c, deps.config.trustProxy)));
  return { data: { token: deps.tokens.issueServiceToken(), expiresIn: serviceTokenSeconds } };
};

const validateEmployerEmail = async ({ body, c, deps }: HandlerInput<"auth.validateEmployerEmail">) => {
  const token = c.req.header("x-service-token") ?? "";
  if (!deps.tokens.verifyServiceToken(token)) throw new HttpError(401, Messages.serviceToken);
  const { email } = body;
  checkFields({ email: [email, rules.Email] });
  await enforceLimits(deps, emailCheckRules("validate", clientAddress(c, deps.config.trustProxy)));
  const user = await findUserByEmail(deps.db, email);
  const roles = user ? rolesOf(user.roles) : [];
  // Only what sign-up needs: whether the account is a driver's, or has no role yet.
  return {
    data: {
      emailExists: user !== undefined,
      roles: roles.filter((role) => role === RoleName.driver),
      missingRole: user !== undefined && roles.length === 0,
    },
  };
};

const impersonate = async ({ query, body, caller, deps }: HandlerInput<"auth.impersonate">) => {
  const { userId } = query;
  const input = body;
  checkDeviceId(input.deviceId);
  if (input.userId !== userId)
    throw new HttpError(400, "user_id differs between the query and the body", { field: "user_id" });
  if (caller.impersonatorId !== null) throw new HttpError(403, "Leave the current impersonation first");
  const [target] = await deps.db.query<UserRow>(
    `select ${userColumns} from users u where u.id = $1 and u.deleted_at is null`,
    [userId],
  );
  if (!target) throw new HttpError(404, "User not found");
  const roles = rolesOf(target.roles);
  const isCompanyUser = roles.includes(RoleName.companyUser) || roles.includes(RoleName.companyAdmin);
  const isStaff = roles.some((role) => ["160SuperAdmin", "160Admin", "160InternalUser"].includes(role));
  if (!isCompanyUser || isStaff || target.company_id === null || !target.active) {
    throw new HttpError(403, Messages.impersonateTarget);
  }
  const tokens = await deps.db.transaction(async (tx) => {
    const issued = await deps.tokens.issueSession(tx, {
      userId,
      deviceId: input.deviceId,
      impersonatorId: caller.userId,
      parentSessionId: caller.sessionId,
    });
    await tx.query(
      "insert into audit_log (actor_id, action, target_id, details) values ($1, 'impersonation.start', $2, $3::jsonb)",
      [
        caller.userId,
        userId,
        JSON.stringify({ session_id: issued.sessionId, company_id: target.company_id }),
      ],
    );
    return issued;
  });
  return {
    data: {
      firstName: target.first_name,
      lastName: target.last_name,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    },
  };
};

const endImpersonation = async ({ caller, deps }: HandlerInput<"auth.endImpersonation">) => {
  if (caller.impersonatorId === null) throw new HttpError(409, Messages.notImpersonating);
  await deps.db.transaction(async (tx) => {
    await deps.tokens.revokeSession(tx, caller.sessionId, "impersonation ended");
    await tx.query(
      "insert into audit_log (actor_id, action, target_id, details) values ($1, 'impersonation.end', $2, $3::jsonb)",
      [caller.impersonatorId, caller.userId, JSON.stringify({ session_id: caller.sessionId })],
    );
  });
  return { data: null };
};

export const authHandlers: Handlers = {
  "auth.login": login,
  "auth.loginSocial": loginSocial,
  "auth.signup": signup,
  "auth.refresh": refresh,
  "auth.logout": logout,
  "auth.changePassword": changePassword,
  "auth.tokenPassword": tokenPassword,
  "auth.verifyTokenPassword": verifyTokenPassword,
  "auth.resetPassword": resetPassword,
  "auth.verifyEmail": verifyEmail,
  "auth.serviceToken": serviceToken,
  "auth.validateEmployerEmail": validateEmployerEmail,
  "auth.impersonate": impersonate,
  "auth.endImpersonation": endImpersonation,
};
