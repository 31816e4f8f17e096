import { defaultPageSize } from "@haulboard/domain";
import { type ExpressionBuilder, sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import type { DB, Users } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput } from "../http/context.ts";
import {
  type Filter,
  type Order,
  pageOf,
  type SearchColumn,
  searchCondition,
  searchOrder,
} from "../http/search.ts";
import { selectUsers, toAdminUser } from "../routes/rows.ts";

const adminColumns: Record<string, SearchColumn> = {
  full_name: { sql: "(u.first_name || ' ' || u.last_name)", kind: "text", notNull: true },
  email: { sql: "u.email", kind: "text", notNull: true },
  created_at: { sql: "u.created_at", kind: "date" },
};

/** Users as `u` holding one of these roles (the role names written out, as the SQL had them). */
const holdsRole = (eb: ExpressionBuilder<DB & { u: Users }, "u">, names: readonly string[]) =>
  eb.exists(
    eb
      .selectFrom("user_roles as r")
      .select(sql`1`.as("one"))
      .whereRef("r.user_id", "=", "u.id")
      .where("r.role", "in", names),
  );

export const searchAdminRows = async (
  input: HandlerInput<"admin.listAdmins"> | HandlerInput<"admin.searchAdmins">,
  filters: readonly Filter[] | undefined,
  orders: readonly Order[] | undefined,
) => {
  const page = pageOf(input.query, defaultPageSize);
  const admins = (eb: ExpressionBuilder<DB & { u: Users }, "u">) =>
    eb.and([
      eb("u.deleted_at", "is", null),
      holdsRole(eb, ["160SuperAdmin", "160Admin"]),
      searchCondition(eb, filters, adminColumns),
    ]);
  const order = searchOrder(orders, adminColumns, { field: "created_at", direction: "asc" }, "u.id asc");
  const rows = await selectUsers(input.deps.db)
    .select(sql<number>`count(*) over ()::integer`.as("total"))
    .where(admins)
    .orderBy(order)
    .limit(page.take)
    .offset(page.skip)
    .execute();
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const counted = await typed(input.deps.db)
      .selectFrom("users as u")
      .select(sql<number>`count(*)::integer`.as("total"))
      .where(admins)
      .executeTakeFirst();
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toAdminUser), pagination: { ...page, total } };
};

/** An employer (a company user with a company) by id. */
export const loadEmployer = async (q: Queryable, id: number) => {
  const row = await selectUsers(q)
    .where("u.id", "=", id)
    .where("u.deleted_at", "is", null)
    .where("u.company_id", "is not", null)
    .where((eb) => holdsRole(eb, ["Employer", "TNCompanyAdmin"]))
    .executeTakeFirst();
  if (!row) throw appError(Errors.employerNotFound);
  return row;
};
