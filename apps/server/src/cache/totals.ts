import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";

/**
 * Totals of searches, kept a while per filter set. Counting every match of a frequent word costs more
 * than the page itself (a scan of every matching row), and an admin paging through one search asks for
 * the same total again and again.
 *
 * - Exact on writes: the owner calls `invalidate()` after every write to the searched table, which
 *   forgets every total at once (a count computing during the write is dropped too).
 * - Exact across replicas with `version`: other processes on the same PostgreSQL write unseen, so the
 *   owner passes a reader of the table's change counter (`change_counters`, bumped by a trigger in the
 *   writing transaction) and a total is remembered per counter value: a write committed anywhere makes
 *   the next search count again. With PGlite the database lives in this process and `invalidate()`
 *   alone is exact.
 * - `ttlMs` bounds how long a total is kept at all.
 * - Single flight: concurrent requests for the same total share one count query.
 * - Only the total is kept here (the company list's pages are kept per counter value by routes/companies.ts).
 */
export interface TotalsCache {
  total(key: string, count: () => Promise<number>): Promise<number>;
  invalidate(): void;
}

export const makeTotalsCache = (options: {
  ttlMs: number;
  maxEntries?: number;
  /** The searched table's change counter, read before every lookup (see above). */
  version?: () => Promise<string>;
}): TotalsCache => {
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, { readonly total: Promise<number>; readonly at: number }>();
  return {
    async total(filterKey, count) {
      const key = options.version ? `${await options.version()}|${filterKey}` : filterKey;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < options.ttlMs) return hit.total;
      const total = count();
      const entry = { total, at: now };
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, entry);
      // A failed count is not remembered.
      total.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return total;
    },
    invalidate() {
      entries.clear();
    },
  };
};

/**
 * A value derived from a table's rows, kept per value of its change counter: loaded once however many
 * ask at once (they share the load), kept until the counter moves, forgotten if the load fails. The
 * candidates' drivers and positions (matching/) and the ads being served (routes/ads.ts) are kept so; pages
 * of a list, with `makeKeptPages`.
 */
export const makeKeptPerVersion = <T>() => {
  let kept: { readonly version: string; readonly value: Promise<T> } | undefined;
  return (version: string, load: () => Promise<T>): Promise<T> => {
    if (kept?.version !== version) {
      const entry = { version, value: load() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
};

type KeptPage<T> = { value: Promise<T>; until: number };

/**
 * Pages of a list kept per database and value of the list's change counter (the drivers' news feed, the
 * company list): a page is read once however many ask at once, kept until the counter moves or for the
 * `keepMs` its read answered (none: until the counter moves), forgotten if the read fails; at most
 * `maxPages` per counter value. Kept, a page costs the caller's read of the counter (one row by primary
 * key) instead of the list's query.
 */
export const makeKeptPages = <T>(maxPages: number) => {
  const perDatabase = new WeakMap<object, ReturnType<typeof makeKeptPerVersion<Map<string, KeptPage<T>>>>>();
  return async (
    db: object,
    version: string,
    key: string,
    read: () => Promise<{ readonly value: T; readonly keepMs?: number }>,
  ): Promise<T> => {
    let pagesAt = perDatabase.get(db);
    if (!pagesAt) {
      pagesAt = makeKeptPerVersion<Map<string, KeptPage<T>>>();
      perDatabase.set(db, pagesAt);
    }
    const pages = await pagesAt(version, async () => new Map());
    const now = Date.now();
    const kept = pages.get(key);
    if (kept && now < kept.until) return kept.value;
    if (pages.size >= maxPages) pages.clear();
    // Shared while it is read; then kept for what the read says.
    const entry: KeptPage<T> = { value: Promise.resolve(undefined as T), until: Number.POSITIVE_INFINITY };
    entry.value = read().then(({ value, keepMs }) => {
      if (keepMs !== undefined) entry.until = now + keepMs;
      return value;
    });
    pages.set(key, entry);
    entry.value.catch(() => {
      if (pages.get(key) === entry) pages.delete(key);
    });
    return entry.value;
  };
};

/** Reads a table's change counter (migration 0004). */
export const readChangeCounter = async (db: Queryable, name: string): Promise<string> => {
  const row = await typed(db)
    .selectFrom("change_counters")
    .select(sql<string>`version::text`.as("version"))
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.version ?? "none";
};

/**
 * A table's change counter and the database's day, as one version for `makeKeptPages`: for lists whose
 * rows depend on the date too (a job's status, a company's active jobs). One primary-key read.
 */
export const readCounterAndDay = async (db: Queryable, name: string): Promise<string> => {
  const row = await typed(db)
    .selectFrom("change_counters")
    .select([sql<string>`version::text`.as("version"), sql<string>`current_date::text`.as("today")])
    .where("name", "=", name)
    .executeTakeFirst();
  return `${row?.version ?? "none"}|${row?.today ?? ""}`;
};
