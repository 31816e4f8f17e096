import fs from "node:fs";
import path from "node:path";
import type { Database } from "./Database.ts";

const migrationsDir = path.resolve(import.meta.dirname, "../migrations");

/** The versioned SQL migrations in order: `0001_init.sql`, `0002_….sql`, … */
export const listMigrations = (): { version: string; sql: string }[] =>
  fs
    .readdirSync(migrationsDir)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ""),
      sql: fs.readFileSync(path.join(migrationsDir, name), "utf8"),
    }));

/** Applies every migration not yet recorded, each in its own transaction. Returns the versions applied. */
export const migrate = async (db: Database): Promise<string[]> => {
  await db.exec(
    "create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())",
  );
  const done = new Set(
    (await db.query<{ version: string }>("select version from schema_migrations")).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of listMigrations()) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("insert into schema_migrations (version) values ($1)", [migration.version]);
    });
    applied.push(migration.version);
  }
  return applied;
};
