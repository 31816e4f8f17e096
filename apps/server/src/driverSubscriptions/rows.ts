import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { isoOrNull } from "../routes/rows.ts";

/** Driver subscriptions with the columns `toSubscription` reads, the dates as `YYYY-MM-DD` text. */
export const selectSubscriptions = (q: Queryable) =>
  typed(q)
    .selectFrom("driver_subscriptions")
    .select([
      "id",
      "user_id",
      "subscription",
      "subscription_type",
      "tier",
      sql<string>`to_char(subscription_date, 'YYYY-MM-DD')`.as("subscription_date"),
      sql<string>`to_char(expiration_date, 'YYYY-MM-DD')`.as("expiration_date"),
      "renewal_canceled_at",
      "renewal_cancellation_reason",
    ]);

export const toSubscription = (
  row: Awaited<ReturnType<ReturnType<typeof selectSubscriptions>["execute"]>>[number],
) => ({
  id: row.id,
  subscription: row.subscription,
  subscriptionType: row.subscription_type,
  tier: row.tier,
  subscriptionDate: row.subscription_date,
  expirationDate: row.expiration_date,
  renewalCanceledAt: isoOrNull(row.renewal_canceled_at),
  renewalCancellationReason: row.renewal_cancellation_reason,
});
