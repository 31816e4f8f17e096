import { employerRoles, isAdmin, type Role, RoleName } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { rolesOf, type UserRow, userColumns } from "../routes/rows.ts";

export const revokeAll = (q: Queryable, userId: number, reason: string) =>
  q.query(
    "update sessions set revoked_at = now(), revoked_reason = $2 where user_id = $1 and revoked_at is null",
    [userId, reason],
  );

export const loadEmployee = async (q: Queryable, companyId: number, userId: number) => {
  const [row] = await q.query<UserRow>(
    `select ${userColumns} from users u where u.id = $1 and u.company_id = $2 and u.deleted_at is null`,
    [userId, companyId],
  );
  if (!row) throw appError(Errors.employeeNotFound);
  return row;
};

/**
 * Whom the caller may manage (issue 11): only people who hold nothing but company roles — never a staff,
 * news or driver account that also belongs to the company — and a company admin manages company users,
 * not other company admins (nor their own account: their profile has its own, password-checked call).
 */
export const checkManageable = (caller: Caller, target: UserRow): void => {
  const roles: readonly Role[] = rolesOf(target.roles);
  const onlyCompanyRoles = roles.every((role) => employerRoles.includes(role));
  const isPeer = !isAdmin(caller.roles) && roles.includes(RoleName.companyAdmin);
  if (!onlyCompanyRoles || isPeer) throw appError(Errors.targetNotManageable);
};
