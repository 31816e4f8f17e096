// Signing in and out (access §3, §7): password and social sign-in, refresh, logout.
import { landingRouteFor, type Role, RoleName } from "@haulboard/domain";
import { onlyRow, type Queryable } from "../../db/Database.ts";
import type { Deps } from "../../deps.ts";
import { appError, Errors } from "../../errors/catalogue.ts";
import { publicCall, refreshCall, signedIn } from "../../http/access.ts";
import { clientAddress } from "../../http/clientAddress.ts";
import type { HandlerInput, Routes } from "../../http/context.ts";
import { enforceLimits } from "../../http/guard.ts";
import { checkText } from "../../http/validate.ts";
import { signInRules } from "../../security/limits.ts";
import { isoOrNull, phoneOut, rolesOf, type UserRow, userColumns } from "../rows.ts";
import { checkDeviceId, findUserByEmail } from "./accounts.ts";

const profileComplete = (row: UserRow) =>
  row.first_name.trim() !== "" && row.last_name.trim() !== "" && row.phone !== null;

/** The login answer (access §3 "Login response"). */
export const loginAnswer = async (deps: Deps, q: Queryable, userId: number, deviceId: string) => {
  const tokens = await deps.tokens.issueSession(q, { userId, deviceId });
  const [row] = await q.query<UserRow>(`select ${userColumns} from users u where u.id = $1`, [userId]);
  if (!row) throw appError(Errors.loginFailed);
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
  await enforceLimits(deps, counted, Errors.tooManyAttempts);

  const matches = await deps.passwords.verify(password, user?.password_hash ?? deps.dummyHash);
  // Whatever the password, a deactivated account answers the same: the answer never confirms a password.
  if (user && (!user.active || user.blocked)) throw appError(Errors.accountDeactivated);
  if (!user || !matches) throw appError(Errors.loginFailed);
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
  if (!provider) throw appError(Errors.socialUnavailable);
  checkText("token", token, { min: 1, max: 10_000 });
  const identity = await provider.verify(token);
  if (!identity) throw appError(Errors.socialInvalid);
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
    if (!user.active || user.blocked) throw appError(Errors.accountDeactivated);
    return loginAnswer(deps, tx, user.id, deviceId);
  });
  return { data };
};

/** The configured providers, in the login's order (issue 13: no button for a provider that cannot work). */
const socialProviders = async ({ deps }: HandlerInput<"auth.socialProviders">) => ({
  data: { sources: (["facebook", "google", "apple"] as const).filter((source) => deps.social.has(source)) },
});

const refresh = async ({ c, deps }: HandlerInput<"auth.refresh">) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (!token || token.length > 200) throw appError(Errors.refreshInvalid);
  const outcome = await deps.tokens.rotate(token);
  if (!outcome.ok) {
    if (outcome.reason === "reused") deps.log("refresh token reuse: the session was revoked");
    throw appError(Errors.refreshInvalid);
  }
  return { data: { accessToken: outcome.tokens.accessToken, refreshToken: outcome.tokens.refreshToken } };
};

const logout = async ({ caller, deps }: HandlerInput<"auth.logout">) => {
  await deps.tokens.revokeSession(deps.db, caller.sessionId, "logout");
  return { data: null };
};

export const signInRoutes: Routes = {
  "auth.login": { access: publicCall, handle: login },
  "auth.loginSocial": { access: publicCall, handle: loginSocial },
  "auth.socialProviders": { access: publicCall, handle: socialProviders },
  "auth.refresh": { access: refreshCall, handle: refresh },
  "auth.logout": { access: signedIn, handle: logout },
};
