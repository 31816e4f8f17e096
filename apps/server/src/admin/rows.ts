import { defaultPageSize } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput } from "../http/context.ts";
import { type Filter, type Order, orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { toAdminUser, type UserRow, userColumns } from "../routes/rows.ts";

const adminColumns: Record<string, SearchColumn> = {
  full_name: { sql: "(u.first_name || ' ' || u.last_name)", kind: "text", notNull: true },
  email: { sql: "u.email", kind: "text", notNull: true },
  created_at: { sql: "u.created_at", kind: "date" },
};

const adminFilter = `u.deleted_at is null and exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('160SuperAdmin', '160Admin'))`;

export const searchAdminRows = async (
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

/** An employer (a company user with a company) by id. */
export const loadEmployer = async (q: Queryable, id: number) => {
  const [row] = await q.query<UserRow>(
    `select ${userColumns} from users u
      where u.id = $1 and u.deleted_at is null and u.company_id is not null
        and exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('Employer', 'TNCompanyAdmin'))`,
    [id],
  );
  if (!row) throw appError(Errors.employerNotFound);
  return row;
};
