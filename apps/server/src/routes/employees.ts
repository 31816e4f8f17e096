// A company's employees (employer-work §2): company admins and admins change them, company users see the list.
import { defaultPageSize, employerRoles, isAdmin, type Role, RoleName } from "@haulboard/domain";
import { onlyRow, type Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, companySettingsRoles, roles } from "../http/access.ts";
import type { Caller, HandlerInput, Routes } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { emailTaken } from "./auth/accounts.ts";
import { loadCompany } from "./companies.ts";
import { rolesOf, toEmployee, type UserRow, userColumns } from "./rows.ts";

const revokeAll = (q: Queryable, userId: number, reason: string) =>
  q.query(
    "update sessions set revoked_at = now(), revoked_reason = $2 where user_id = $1 and revoked_at is null",
    [userId, reason],
  );

/** Employees of a company, oldest first. */
export const listCompanyEmployees = async ({
  params,
  query,
  deps,
}: HandlerInput<"employees.list"> | HandlerInput<"admin.listCompanyEmployers">) => {
  await loadCompany(deps.db, params.id);
  const page = pageOf(query, defaultPageSize);
  const rows = await deps.db.query<UserRow & { total: number }>(
    `select ${userColumns}, count(*) over ()::integer as total from users u
      where u.company_id = $1 and u.deleted_at is null order by u.created_at, u.id limit $2 offset $3`,
    [params.id, page.take, page.skip],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      "select count(*)::integer as total from users where company_id = $1 and deleted_at is null",
      [params.id],
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toEmployee), pagination: { ...page, total } };
};

const loadEmployee = async (q: Queryable, companyId: number, userId: number) => {
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

const addEmployee = async ({ params, body, deps }: HandlerInput<"employees.add">) => {
  const input = body;
  await loadCompany(deps.db, params.id);
  const hash = await deps.passwords.hash(input.password);
  const row = await deps.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw appError(Errors.emailTaken, { field: "email" });
    // Employees added by someone else never consent to newsletters (tn_newsletters false).
    const created = onlyRow(
      await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, phone, company_id, tn_newsletters)
       values ($1, $2, $3, $4, $5, $6, false) returning id`,
        [input.email.trim(), hash, input.firstName.trim(), input.lastName.trim(), input.phone, params.id],
      ),
      "inserted row",
    );
    await tx.query("insert into user_roles (user_id, role) values ($1, $2)", [
      created.id,
      RoleName.companyUser,
    ]);
    return loadEmployee(tx, params.id, created.id);
  });
  return { data: toEmployee(row) };
};

const updateEmployee = async ({ params, body, caller, deps }: HandlerInput<"employees.update">) => {
  const input = body;
  if (input.active === false && params.employeeId === caller.userId) {
    throw appError(Errors.deactivateSelf, { field: "active" });
  }
  const row = await deps.db.transaction(async (tx) => {
    checkManageable(caller, await loadEmployee(tx, params.id, params.employeeId));
    if (input.email !== undefined && (await emailTaken(tx, input.email, params.employeeId))) {
      throw appError(Errors.emailTaken, { field: "email" });
    }
    await tx.query(
      `update users set email = coalesce($2, email), first_name = coalesce($3, first_name),
              last_name = coalesce($4, last_name), phone = coalesce($5, phone), active = coalesce($6, active),
              updated_at = now()
        where id = $1`,
      [
        params.employeeId,
        input.email?.trim() ?? null,
        input.firstName?.trim() ?? null,
        input.lastName?.trim() ?? null,
        input.phone ?? null,
        input.active ?? null,
      ],
    );
    if (input.active === false) await revokeAll(tx, params.employeeId, "deactivated");
    return loadEmployee(tx, params.id, params.employeeId);
  });
  return { data: toEmployee(row) };
};

/** Stores a hash made before the transaction (hashing inside one would hold the database ~50 ms). */
export const setPasswordHash = async (q: Queryable, userId: number, hash: string) => {
  await q.query("update users set password_hash = $2, updated_at = now() where id = $1", [userId, hash]);
  await revokeAll(q, userId, "password set by an administrator");
};

const resetEmployeePassword = async ({
  params,
  body,
  caller,
  deps,
}: HandlerInput<"employees.resetPassword">) => {
  const input = body;
  checkManageable(caller, await loadEmployee(deps.db, params.id, input.employeeId));
  const hash = await deps.passwords.hash(input.password);
  await deps.db.transaction(async (tx) => {
    checkManageable(caller, await loadEmployee(tx, params.id, input.employeeId));
    await setPasswordHash(tx, input.employeeId, hash);
  });
  return { data: null };
};

export const employeeRoutes: Routes = {
  // "Admins can also manage a company's employees" (access §6); company members see their own.
  "employees.list": { access: roles(companySettingsRoles, "ownCompany"), handle: listCompanyEmployees },
  "employees.add": { access: roles(companyManagerRoles, "ownCompany"), handle: addEmployee },
  "employees.update": { access: roles(companyManagerRoles, "ownCompany"), handle: updateEmployee },
  "employees.resetPassword": {
    access: roles(companyManagerRoles, "ownCompany"),
    handle: resetEmployeePassword,
  },
};
