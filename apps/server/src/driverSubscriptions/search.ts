import { adminRoles, defaultPageSize } from "@haulboard/domain";
import { type ExpressionBuilder, sql } from "kysely";
import type { DB, Users } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf, type SearchColumn, searchCondition, searchOrder } from "../http/search.ts";
import { selectSubscriptions, toSubscription } from "./rows.ts";

const driverColumns: Record<string, SearchColumn> = {
  billing_customer_id: { sql: "u.billing_customer_id", kind: "text" },
  first_name: { sql: "u.first_name", kind: "text", notNull: true },
  last_name: { sql: "u.last_name", kind: "text", notNull: true },
  full_name: { sql: "(u.first_name || ' ' || u.last_name)", kind: "text", notNull: true },
  email: { sql: "u.email", kind: "text", notNull: true },
  phone: { sql: "u.phone", kind: "text" },
  created_at: { sql: "u.created_at", kind: "date" },
};

/** Drivers with their subscriptions, a page at a time (Driver List, access §2). */
const searchDriverSubscriptions = async ({
  body,
  query,
  deps,
}: HandlerInput<"driverSubscriptions.search">) => {
  const { filters, orders } = body ?? {};
  const page = pageOf(query, defaultPageSize);
  const k = typed(deps.db);
  const driversOnly = (eb: ExpressionBuilder<DB & { u: Users }, "u">) =>
    eb.and([
      eb("u.deleted_at", "is", null),
      eb.exists(
        eb
          .selectFrom("user_roles as r")
          .select(sql`1`.as("one"))
          .whereRef("r.user_id", "=", "u.id")
          .where("r.role", "=", "Driver"),
      ),
      searchCondition(eb, filters, driverColumns),
    ]);
  const order = searchOrder(orders, driverColumns, { field: "created_at", direction: "desc" }, "u.id desc");
  const drivers = await k
    .selectFrom("users as u")
    .select([
      "u.id",
      "u.first_name",
      "u.last_name",
      "u.email",
      "u.billing_customer_id",
      "u.phone",
      sql<number>`count(*) over ()::integer`.as("total"),
    ])
    .where(driversOnly)
    .orderBy(order)
    .limit(page.take)
    .offset(page.skip)
    .execute();
  let total = drivers[0]?.total ?? 0;
  if (drivers.length === 0 && page.skip > 0) {
    const counted = await k
      .selectFrom("users as u")
      .select(sql<number>`count(*)::integer`.as("total"))
      .where(driversOnly)
      .executeTakeFirst();
    total = counted?.total ?? 0;
  }
  const subscriptions =
    drivers.length === 0
      ? []
      : await selectSubscriptions(deps.db)
          .where(
            "user_id",
            "in",
            drivers.map((driver) => driver.id),
          )
          .orderBy("subscription_date")
          .orderBy("id")
          .execute();
  const data = drivers.map((driver) => ({
    id: driver.id,
    firstName: driver.first_name,
    lastName: driver.last_name,
    email: driver.email,
    billingCustomerId: driver.billing_customer_id,
    phone: driver.phone,
    subscriptions: subscriptions.filter((row) => row.user_id === driver.id).map(toSubscription),
  }));
  return { data, pagination: { ...page, total } };
};

// Driver List is a user-management screen: super admin and admin (access §6).
export const searchRoute: Route<"driverSubscriptions.search"> = {
  access: roles(adminRoles),
  handle: searchDriverSubscriptions,
};
