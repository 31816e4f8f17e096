import { landingRouteFor } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { isoOrNull, phoneOut, rolesOf, type UserRow, userColumns } from "../routes/rows.ts";

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
