/**
 * Totals of searches, kept a while per filter set. Counting every match of a frequent word costs more
 * than the page itself (a scan of every matching row), and an admin paging through one search asks for
 * the same total again and again.
 *
 * - Exact on writes: the owner calls `invalidate()` after every write to the searched table, which
 *   forgets every total at once (a count computing during the write is dropped too).
 * - `ttlMs` bounds how stale a total can be when someone else writes: with PGlite the database lives in
 *   this process, so every write goes through `invalidate()` and a long TTL is exact; with PostgreSQL,
 *   other replicas may write, so keep it short.
 * - Single flight: concurrent requests for the same total share one count query.
 * - Only the total is kept, never the page of rows: the rows are always read fresh.
 */
export interface TotalsCache {
  total(key: string, count: () => Promise<number>): Promise<number>;
  invalidate(): void;
}

export const makeTotalsCache = (options: { ttlMs: number; maxEntries?: number }): TotalsCache => {
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, { readonly total: Promise<number>; readonly at: number }>();
  return {
    total(key, count) {
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
