// Driver List (access §2, §7): drivers with their subscriptions, and cancelling a renewal.
import { adminRoles, defaultPageSize } from "@haulboard/domain";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Routes } from "../http/context.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { isoOrNull } from "./rows.ts";

const driverColumns: Record<string, SearchColumn> = {
  billing_customer_id: { sql: "u.billing_customer_id", kind: "text" },
  first_name: { sql: "u.first_name", kind: "text", notNull: true },
  last_name: { sql: "u.last_name", kind: "text", notNull: true },
  full_name: { sql: "(u.first_name || ' ' || u.last_name)", kind: "text", notNull: true },
  email: { sql: "u.email", kind: "text", notNull: true },
  phone: { sql: "u.phone", kind: "text" },
  created_at: { sql: "u.created_at", kind: "date" },
};

interface SubscriptionRow {
  id: number;
  user_id: number;
  subscription: string;
  subscription_type: string;
  tier: string;
  subscription_date: string;
  expiration_date: string;
  renewal_canceled_at: unknown;
  renewal_cancellation_reason: string | null;
}

const subscriptionSelect = `select id, user_id, subscription, subscription_type, tier,
  to_char(subscription_date, 'YYYY-MM-DD') as subscription_date, to_char(expiration_date, 'YYYY-MM-DD') as expiration_date,
  renewal_canceled_at, renewal_cancellation_reason from driver_subscriptions`;

const toSubscription = (row: SubscriptionRow) => ({
  id: row.id,
  subscription: row.subscription,
  subscriptionType: row.subscription_type,
  tier: row.tier,
  subscriptionDate: row.subscription_date,
  expirationDate: row.expiration_date,
  renewalCanceledAt: isoOrNull(row.renewal_canceled_at),
  renewalCancellationReason: row.renewal_cancellation_reason,
});

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

/** Cancel a renewal; refused when already cancelled or expired (access §4). */
const cancelDriverSubscription = async ({
  params,
  body,
  caller,
  deps,
}: HandlerInput<"driverSubscriptions.cancel">) => {
  const { renewalCancellationReason } = body;
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.query<{ canceled: boolean; expired: boolean }>(
      `select renewal_canceled_at is not null as canceled, expiration_date < current_date as expired
         from driver_subscriptions where id = $1 for update`,
      [params.id],
    );
    if (!current) throw appError(Errors.subscriptionNotFound);
    if (current.canceled) throw appError(Errors.alreadyCancelled);
    if (current.expired) throw appError(Errors.alreadyExpired);
    await tx.query(
      "update driver_subscriptions set renewal_canceled_at = now(), renewal_cancellation_reason = $2 where id = $1",
      [params.id, renewalCancellationReason.trim()],
    );
    await tx.query(
      "insert into audit_log (actor_id, action, target_id, details) values ($1, 'subscription.cancelled', $2, $3::jsonb)",
      [caller.userId, params.id, JSON.stringify({ reason: renewalCancellationReason.trim() })],
    );
    return onlyRow(
      await tx.query<SubscriptionRow>(`${subscriptionSelect} where id = $1`, [params.id]),
      "the subscription just updated",
    );
  });
  return { data: toSubscription(row) };
};

export const driverSubscriptionRoutes: Routes = {
  // Driver List is a user-management screen: super admin and admin (access §6).
  "driverSubscriptions.search": { access: roles(adminRoles), handle: searchDriverSubscriptions },
  "driverSubscriptions.cancel": { access: roles(adminRoles), handle: cancelDriverSubscription },
};
