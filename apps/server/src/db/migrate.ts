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

/**
 * Versions that were renamed, old → new: two migrations once shared the number 0003, so every migration
 * from `0003_media` on moved up by one (issue 37). A database migrated under the old names has them
 * renamed in `schema_migrations` before anything runs, so nothing is applied twice.
 */
export const renamedVersions: Readonly<Record<string, string>> = {
  "0003_media": "0004_media",
  "0004_change_counters": "0005_change_counters",
  "0005_jobs": "0006_jobs",
  "0006_drivers_applications": "0007_drivers_applications",
  "0007_jobwork": "0008_jobwork",
  "0008_drivers_matching": "0009_drivers_matching",
  "0009_settings_billing": "0010_settings_billing",
  "0010_news": "0011_news",
  "0011_ads": "0012_ads",
  "0012_earth_positions": "0013_earth_positions",
  "0013_drivers_counter": "0014_drivers_counter",
  "0014_drivers_counter_profiles": "0015_drivers_counter_profiles",
  "0015_news_counter": "0016_news_counter",
  "0016_job_counts_covering": "0017_job_counts_covering",
  "0017_company_list_counter": "0018_company_list_counter",
  "0018_jobs_counter": "0019_jobs_counter",
  "0019_money_addons_paid": "0020_money_addons_paid",
  "0020_storage_media_paths": "0021_storage_media_paths",
  "0021_counts_once_per_viewer": "0022_counts_once_per_viewer",
  "0022_storage_media_quota": "0023_storage_media_quota",
};

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
    // Old and new names never collide (each keeps its own suffix), so the order of the updates is free.
    for (const [before, after] of Object.entries(renamedVersions))
      await tx.query("update schema_migrations set version = $2 where version = $1", [before, after]);
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
