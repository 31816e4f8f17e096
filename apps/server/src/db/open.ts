import path from "node:path";
import type { Config } from "../config.ts";
import type { Database } from "./Database.ts";
import { migrate } from "./migrate.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";

/** Opens the configured database and brings its schema up to date. */
export const openDatabase = async (config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Database> => {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, "pg"));
  await migrate(db);
  return db;
};
