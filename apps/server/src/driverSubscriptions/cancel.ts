import { adminRoles } from "@haulboard/domain";
import { onlyRow } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type SubscriptionRow, subscriptionSelect, toSubscription } from "./rows.ts";

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

export const cancelRoute: Route<"driverSubscriptions.cancel"> = {
  access: roles(adminRoles),
  handle: cancelDriverSubscription,
};
