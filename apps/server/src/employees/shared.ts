import { employerRoles, isAdmin, type Role, RoleName } from "@haulboard/domain";
import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { rolesOf, selectUsers, type UserRow } from "../routes/rows.ts";

export const revokeAll = (q: Queryable, userId: number, reason: string) =>
  typed(q)
    .updateTable("sessions")
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();

export const loadEmployee = async (q: Queryable, companyId: number, userId: number) => {
  const row = await selectUsers(q)
    .where("u.id", "=", userId)
    .where("u.company_id", "=", companyId)
    .where("u.deleted_at", "is", null)
    .executeTakeFirst();
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
