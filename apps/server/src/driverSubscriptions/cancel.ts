import { adminRoles } from "@haulboard/domain";
import { sql } from "kysely";
import { onlyRow } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { selectSubscriptions, toSubscription } from "./rows.ts";

/** Cancel a renewal; refused when already cancelled or expired (access §4). */
const cancelDriverSubscription = async ({
  params,
  body,
  caller,
  deps,
}: HandlerInput<"driverSubscriptions.cancel">) => {
  const { renewalCancellationReason } = body;
  const row = await deps.db.transaction(async (tx) => {
    const k = typed(tx);
    const current = await k
      .selectFrom("driver_subscriptions")
      .select([
        sql<boolean>`renewal_canceled_at is not null`.as("canceled"),
        sql<boolean>`expiration_date < current_date`.as("expired"),
      ])
      .where("id", "=", params.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw appError(Errors.subscriptionNotFound);
    if (current.canceled) throw appError(Errors.alreadyCancelled);
    if (current.expired) throw appError(Errors.alreadyExpired);
    await k
      .updateTable("driver_subscriptions")
      .set({
        renewal_canceled_at: sql<Date>`now()`,
        renewal_cancellation_reason: renewalCancellationReason.trim(),
      })
      .where("id", "=", params.id)
      .execute();
    await k
      .insertInto("audit_log")
      .values({
        actor_id: caller.userId,
        action: "subscription.cancelled",
        target_id: params.id,
        details: sql`${JSON.stringify({ reason: renewalCancellationReason.trim() })}::jsonb`,
      })
      .execute();
    return onlyRow(
      await selectSubscriptions(tx).where("id", "=", params.id).execute(),
      "the subscription just updated",
    );
  });
  return { data: toSubscription(row) };
};

export const cancelRoute: Route<"driverSubscriptions.cancel"> = {
  access: roles(adminRoles),
  handle: cancelDriverSubscription,
};
