import { type Role, RoleName } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { publicCall } from "../http/access.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { checkText } from "../http/validate.ts";
import { rolesOf } from "../routes/rows.ts";
import { signInRules } from "../security/limits.ts";
import { checkDeviceId, findUserByEmail } from "./accounts.ts";
import { loginAnswer } from "./loginAnswer.ts";

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

export const loginRoute: Route<"auth.login"> = { access: publicCall, handle: login };
