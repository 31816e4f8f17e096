/** Driver subscriptions (access §3, §4). */
export const subscriptionLabels: Readonly<Record<string, string>> = {
  healthcare: "HealthRX",
  road_assistance: "Roadside Assistance",
};

/**
 * The empty grid text of the Driver List and of its Subscription List slider (access §2 "Driver List": the
 * spec gives one empty text for the screen, 'There are no subscriptions.').
 */
export const subscriptionsEmptyText = "There are no subscriptions.";

/** The display name of a subscription; unknown ones show as they come. */
export const subscriptionLabel = (subscription: string): string =>
  subscriptionLabels[subscription] ?? subscription;

export interface UnsubscribableSubscription {
  readonly renewalCanceledAt: string | null | undefined;
  readonly expirationDate: string | null | undefined;
}

/**
 * The row's Unsubscribe button is disabled if renewal was already cancelled or the subscription has expired.
 * A missing expiration date does not block; an unparsable one does not either.
 */
export const canUnsubscribe = (subscription: UnsubscribableSubscription, now: Date): boolean => {
  if (subscription.renewalCanceledAt) return false;
  if (!subscription.expirationDate) return true;
  const expires = Date.parse(subscription.expirationDate);
  return Number.isNaN(expires) || expires >= now.getTime();
};

/** Account states (access §4). */
export const accountStates = ["Active", "Locked"] as const;
export type AccountState = (typeof accountStates)[number];
