import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database, Queryable } from "./Database.ts";

const wrap = (pg: Pick<PGlite, "query" | "exec">): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await pg.query<Row>(sql, params as unknown[]);
    return result.rows;
  },
  async exec(sql: string) {
    await pg.exec(sql);
  },
});

export interface PgliteDatabase extends Database {
  /** A tarball of the data directory; `openPglite(undefined, { from })` starts a copy from it (tests). */
  dump(): Promise<Blob>;
}

/**
 * Opens (or creates) an embedded PGlite database in `directory`; in memory when undefined.
 * `from` starts the database from a `dump()` of another one (a migrated template in tests).
 */
export const openPglite = async (
  directory: string | undefined,
  options: { from?: Blob } = {},
): Promise<PgliteDatabase> => {
  if (directory) fs.mkdirSync(directory, { recursive: true });
  const pg = await PGlite.create(directory, {
    extensions: { pg_trgm },
    ...(options.from ? { loadDataDir: options.from } : {}),
  });
  return {
    driver: "pglite",
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir("none"),
  };
};
