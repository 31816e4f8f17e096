// The admin portal's people (access §6, §7): admins, and employers by id.
import { adminRoles, defaultPageSize, RoleName } from "@haulboard/domain";
import { onlyRow, type Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Routes } from "../http/context.ts";
import { type Filter, type Order, orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { emailTaken } from "./auth/accounts.ts";
import { checkManageable, listCompanyEmployees, setPasswordHash } from "./employees.ts";
import { toAdminUser, toEmployee, type UserRow, userColumns } from "./rows.ts";

const adminColumns: Record<string, SearchColumn> = {
  full_name: { sql: "(u.first_name || ' ' || u.last_name)", kind: "text", notNull: true },
  email: { sql: "u.email", kind: "text", notNull: true },
  created_at: { sql: "u.created_at", kind: "date" },
};

const adminFilter = `u.deleted_at is null and exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('160SuperAdmin', '160Admin'))`;

const searchAdminRows = async (
  input: HandlerInput<"admin.listAdmins"> | HandlerInput<"admin.searchAdmins">,
  filters: readonly Filter[] | undefined,
  orders: readonly Order[] | undefined,
) => {
  const page = pageOf(input.query, defaultPageSize);
  const params: unknown[] = [];
  const where = [adminFilter, ...whereClauses(filters, adminColumns, params)];
  const order = orderBy(orders, adminColumns, { field: "created_at", direction: "asc" }, "u.id asc");
  params.push(page.take, page.skip);
  const rows = await input.deps.db.query<UserRow & { total: number }>(
    `select ${userColumns}, count(*) over ()::integer as total from users u where ${where.join(" and ")}
      order by ${order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await input.deps.db.query<{ total: number }>(
      `select count(*)::integer as total from users u where ${where.join(" and ")}`,
      params.slice(0, -2),
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toAdminUser), pagination: { ...page, total } };
};

const listAdmins = (input: HandlerInput<"admin.listAdmins">) => searchAdminRows(input, undefined, undefined);

/** Admin search: filters full_name ilike, orders created_at asc by default (access §7). */
const searchAdmins = (input: HandlerInput<"admin.searchAdmins">) => {
  const { filters, orders } = input.body;
  return searchAdminRows(input, filters, orders);
};

const createAdmin = async ({ body, caller, deps }: HandlerInput<"admin.createAdmin">) => {
  const input = body;
  const hash = await deps.passwords.hash(input.password);
  const row = await deps.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw appError(Errors.emailTaken, { field: "email" });
    const created = onlyRow(
      await tx.query<{ id: number }>(
        `insert into users (email, password_hash, first_name, last_name, email_verified)
       values ($1, $2, $3, $4, true) returning id`,
        [input.email.trim(), hash, input.firstName.trim(), input.lastName.trim()],
      ),
      "inserted row",
    );
    await tx.query("insert into user_roles (user_id, role) values ($1, $2)", [created.id, RoleName.admin]);
    await tx.query("insert into audit_log (actor_id, action, target_id) values ($1, 'admin.created', $2)", [
      caller.userId,
      created.id,
    ]);
    return onlyRow(
      await tx.query<UserRow>(`select ${userColumns} from users u where u.id = $1`, [created.id]),
      "the new admin",
    );
  });
  return { data: toAdminUser(row) };
};

/** An employer (a company user with a company) by id. */
const loadEmployer = async (q: Queryable, id: number) => {
  const [row] = await q.query<UserRow>(
    `select ${userColumns} from users u
      where u.id = $1 and u.deleted_at is null and u.company_id is not null
        and exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('Employer', 'TNCompanyAdmin'))`,
    [id],
  );
  if (!row) throw appError(Errors.employerNotFound);
  return row;
};

const getEmployer = async ({ params, deps }: HandlerInput<"admin.getEmployer">) => ({
  data: toEmployee(await loadEmployer(deps.db, params.id)),
});

const changeEmployerPassword = async ({
  params,
  body,
  caller,
  deps,
}: HandlerInput<"admin.changeEmployerPassword">) => {
  const { password } = body;
  checkManageable(caller, await loadEmployer(deps.db, params.id));
  const hash = await deps.passwords.hash(password);
  await deps.db.transaction(async (tx) => {
    checkManageable(caller, await loadEmployer(tx, params.id));
    await setPasswordHash(tx, params.id, hash);
    await tx.query(
      "insert into audit_log (actor_id, action, target_id) values ($1, 'employer.password_changed', $2)",
      [caller.userId, params.id],
    );
  });
  return { data: null };
};

export const adminRoutes: Routes = {
  "admin.listAdmins": { access: roles(adminRoles), handle: listAdmins },
  "admin.createAdmin": { access: roles(adminRoles), handle: createAdmin },
  "admin.searchAdmins": { access: roles(adminRoles), handle: searchAdmins },
  "admin.getEmployer": { access: roles(adminRoles), handle: getEmployer },
  "admin.changeEmployerPassword": { access: roles(adminRoles), handle: changeEmployerPassword },
  "admin.listCompanyEmployers": { access: roles(adminRoles), handle: listCompanyEmployees },
};
