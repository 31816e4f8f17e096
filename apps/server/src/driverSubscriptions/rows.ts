import { isoOrNull } from "../routes/rows.ts";

export interface SubscriptionRow {
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

export const subscriptionSelect = `select id, user_id, subscription, subscription_type, tier,
  to_char(subscription_date, 'YYYY-MM-DD') as subscription_date, to_char(expiration_date, 'YYYY-MM-DD') as expiration_date,
  renewal_canceled_at, renewal_cancellation_reason from driver_subscriptions`;

export const toSubscription = (row: SubscriptionRow) => ({
  id: row.id,
  subscription: row.subscription,
  subscriptionType: row.subscription_type,
  tier: row.tier,
  subscriptionDate: row.subscription_date,
  expirationDate: row.expiration_date,
  renewalCanceledAt: isoOrNull(row.renewal_canceled_at),
  renewalCancellationReason: row.renewal_cancellation_reason,
});
