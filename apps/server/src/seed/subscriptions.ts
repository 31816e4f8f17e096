import type { Queryable } from "../db/Database.ts";
import { type makeRandom, reasons, subscriptionTypes, tiers } from "./samples.ts";

type Random = ReturnType<typeof makeRandom>;

/**
 * Healthcare and/or road-assistance subscriptions for every driver (the demo driver has both): about one
 * in six cancelled, one in eight expired.
 */
export const insertSubscriptions = async (q: Queryable, random: Random, drivers: readonly string[]) => {
  const today = Date.now();
  const day = 86_400_000;
  const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const subscriptions: unknown[][] = [];
  drivers.forEach((email, index) => {
    const kinds =
      index === 0
        ? ["healthcare", "road_assistance"]
        : random.pick([["healthcare"], ["road_assistance"], ["healthcare", "road_assistance"]]);
    for (const kind of kinds) {
      const expired = index !== 0 && random.next() < 0.125;
      const cancelled = index !== 0 && !expired && random.next() < 0.17;
      const started = today - random.int(30, 700) * day;
      const expires = expired ? today - random.int(1, 60) * day : today + random.int(5, 360) * day;
      subscriptions.push([
        email,
        kind,
        random.pick(subscriptionTypes),
        random.pick(tiers),
        dateOf(started),
        dateOf(expires),
        cancelled ? new Date(started + random.int(1, 25) * day) : null,
        cancelled ? random.pick(reasons) : null,
      ]);
    }
  });
  for (let start = 0; start < subscriptions.length; start += 10_000) {
    const chunk = subscriptions.slice(start, start + 10_000);
    const column = (index: number) => chunk.map((row) => row[index]);
    await q.query(
      `insert into driver_subscriptions (user_id, subscription, subscription_type, tier, subscription_date,
              expiration_date, renewal_canceled_at, renewal_cancellation_reason)
       select u.id, s.kind, s.type, s.tier, s.started, s.expires, s.cancelled, s.reason
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::date[], $6::date[], $7::timestamptz[], $8::text[])
                as s(email, kind, type, tier, started, expires, cancelled, reason)
         join users u on lower(u.email) = lower(s.email) and u.deleted_at is null`,
      [0, 1, 2, 3, 4, 5, 6, 7].map(column),
    );
  }
};
