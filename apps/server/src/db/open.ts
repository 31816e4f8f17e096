import path from "node:path";
import type { Config } from "../config.ts";
import type { Database } from "./Database.ts";
import { migrate } from "./migrate.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";

/**
 * Refreshes the planner's statistics of an embedded PGlite database. PGlite runs PostgreSQL in single-user
 * mode, with no autovacuum daemon, so without this the planner never learns how many rows a table holds
 * and picks, for example, a sequential scan and a sort over an index scan that stops after 50 rows.
 * PostgreSQL servers keep their statistics with autovacuum: nothing to do there.
 */
export const refreshPgliteStatistics = async (db: Database): Promise<void> => {
  if (db.driver === "pglite") await db.exec("analyze");
};

/** Opens the configured database, brings its schema up to date and (PGlite) refreshes its statistics. */
export const openDatabase = async (
  config: Pick<Config, "databaseUrl" | "dataDir" | "pgliteThread">,
): Promise<Database> => {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, "pg"), { thread: config.pgliteThread });
  await migrate(db);
  await refreshPgliteStatistics(db);
  return db;
};
