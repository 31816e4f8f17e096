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

/** The advisory-lock key of migrations ("hb-migr"): replicas starting together apply each migration once. */
export const migrationLockKey = "7521624275605221888";

/**
 * Applies every migration not yet recorded, each in its own transaction. Returns the versions applied.
 * Each transaction first takes a transaction-level advisory lock and then checks again whether the
 * version is recorded, so two processes starting together on one PostgreSQL never apply a migration
 * twice or race on `create table` / `create extension`: the second waits for the first, then skips.
 */
export const migrate = async (db: Database): Promise<string[]> => {
  const lock = `select 1 from (select pg_advisory_xact_lock(${migrationLockKey}::bigint)) locked`;
  await db.transaction(async (tx) => {
    await tx.query(lock);
    await tx.exec(
      "create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())",
    );
  });
  const done = new Set(
    (await db.query<{ version: string }>("select version from schema_migrations")).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of listMigrations()) {
    if (done.has(migration.version)) continue;
    const isApplied = await db.transaction(async (tx) => {
      await tx.query(lock);
      const [already] = await tx.query("select 1 from schema_migrations where version = $1", [
        migration.version,
      ]);
      if (already) return false;
      await tx.exec(migration.sql);
      await tx.query("insert into schema_migrations (version) values ($1)", [migration.version]);
      return true;
    });
    if (isApplied) applied.push(migration.version);
  }
  return applied;
};
