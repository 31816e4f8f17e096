/** Notification kinds (access §3). */
export const notificationKinds = [
  "new_job",
  "failed_payments",
  "boost_job",
  "auto_renew_job",
  "renew_job",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Labels for settings screens; the spec shows only the kinds, the wording is ours. */
export const notificationKindLabels: Readonly<Record<NotificationKind, string>> = {
  new_job: "New job",
  failed_payments: "Failed payments",
  boost_job: "Boosted job",
  auto_renew_job: "Auto-renewed job",
  renew_job: "Renewed job",
};

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === "string" && (notificationKinds as readonly string[]).includes(value);
