import { sql } from "kysely";
import type { Database, Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";

/** One limit: at most `limit` events under `key` within the last `windowSeconds`. */
export interface RateRule {
  readonly key: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

export type RateDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfter: number };

/**
 * Rate limits kept in the database (`rate_events`), so that every replica counts the same events.
 *
 * `take` is check-and-count in one step: under a transaction-level advisory lock per key it counts the
 * events in each rule's sliding window and, only when every rule has room, records one event per rule.
 * Sixty requests arriving at once therefore let exactly `limit` through — the count is never read by
 * one request and written by another in between.
 */
export const makeRateLimiter = (db: Database) => {
  const lockAndCount = async (tx: Queryable, rules: readonly RateRule[]) => {
    // Lock keys in a fixed order so two requests sharing keys never wait on each other in a cycle.
    const keys = [...new Set(rules.map((rule) => rule.key))].sort();
    const k = typed(tx);
    await sql`select pg_advisory_xact_lock(hashtextextended(k, 11)) from unnest(${keys}::text[]) k`.execute(
      k,
    );
    const windows = rules.map((rule) => rule.windowSeconds);
    const { rows } = await sql<{ i: number; events: number; retry_after: number }>`
      select r.i::integer as i, count(e.key)::integer as events,
             coalesce(ceil(extract(epoch from min(e.at) + make_interval(secs => r.w) - now())), 1)::integer
               as retry_after
        from unnest(${rules.map((rule) => rule.key)}::text[], ${windows}::integer[]) with ordinality as r(k, w, i)
        left join rate_events e on e.key = r.k and e.at > now() - make_interval(secs => r.w)
       group by r.i, r.w`.execute(k);
    return rows;
  };

  /** Counts one event under every rule, or none when any rule is full (then says how long to wait). */
  const take = (rules: readonly RateRule[]): Promise<RateDecision> =>
    db.transaction(async (tx) => {
      if (rules.length === 0) return { allowed: true } as const;
      const counts = await lockAndCount(tx, rules);
      const full = counts.filter((row) => row.events >= (rules[row.i - 1]?.limit ?? 0));
      if (full.length > 0) {
        return { allowed: false, retryAfter: Math.max(1, ...full.map((row) => row.retry_after)) } as const;
      }
      await sql`insert into rate_events (key) select unnest(${rules.map((r) => r.key)}::text[])`.execute(
        typed(tx),
      );
      return { allowed: true } as const;
    });

  /** Takes back the newest event of each key (an attempt that turned out to be legitimate). */
  const refund = async (keys: readonly string[]): Promise<void> => {
    await sql`delete from rate_events where ctid in (
        select (select ctid from rate_events where key = k order by at desc limit 1) from unnest(${keys}::text[]) k)`.execute(
      typed(db),
    );
  };

  /** Forgets every event of the keys (a successful sign-in clears its failures). */
  const forget = async (keys: readonly string[]): Promise<void> => {
    await typed(db).deleteFrom("rate_events").where(sql<boolean>`key = any(${keys}::text[])`).execute();
  };

  return { take, refund, forget };
};

export type RateLimiter = ReturnType<typeof makeRateLimiter>;
