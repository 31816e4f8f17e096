import { adminRoles, defaultPageSize } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { type SubscriptionRow, subscriptionSelect, toSubscription } from "./rows.ts";

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
  const params: unknown[] = [];
  const where = [
    "u.deleted_at is null",
    "exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'Driver')",
    ...whereClauses(filters, driverColumns, params),
  ];
  const order = orderBy(orders, driverColumns, { field: "created_at", direction: "desc" }, "u.id desc");
  params.push(page.take, page.skip);
  const drivers = await deps.db.query<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    billing_customer_id: string | null;
    phone: string | null;
    total: number;
  }>(
    `select u.id, u.first_name, u.last_name, u.email, u.billing_customer_id, u.phone, count(*) over ()::integer as total
       from users u where ${where.join(" and ")}
      order by ${order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let total = drivers[0]?.total ?? 0;
  if (drivers.length === 0 && page.skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      `select count(*)::integer as total from users u where ${where.join(" and ")}`,
      params.slice(0, -2),
    );
    total = counted?.total ?? 0;
  }
  const subscriptions =
    drivers.length === 0
      ? []
      : await deps.db.query<SubscriptionRow>(
          `${subscriptionSelect} where user_id = any($1::integer[]) order by subscription_date, id`,
          [drivers.map((driver) => driver.id)],
        );
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
