import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
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

/** Opens (or creates) an embedded PGlite database in `directory`; in memory when undefined. */
export const openPglite = async (directory: string | undefined): Promise<Database> => {
  if (directory) fs.mkdirSync(directory, { recursive: true });
  const pg = await PGlite.create(directory);
  return {
    driver: "pglite",
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
};
