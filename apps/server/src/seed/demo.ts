import { sql } from "kysely";
import type { Database, Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { hashPassword } from "../security/password.ts";
import { demoPassword } from "./accounts.ts";
import { insertMany, insertRoles, userColumns } from "./bulk.ts";
import { insertCompanies, planCompanies } from "./companies.ts";
import { featureDemoJobs, insertDriverProfiles } from "./drivers.ts";
import { insertPostingDemo } from "./jobs.ts";
// Issue 17 (jobwork): jobs in every status, applicants, tags, notes and statistics.
import { seedJobworkDemo } from "./jobwork.ts";
// News (issue 20)
import { seedNewsDemo } from "./news.ts";
import { makeRandom } from "./samples.ts";
import { insertSubscriptions } from "./subscriptions.ts";
import { type PeoplePlan, planDrivers, planStaffAndDemoAccounts } from "./users.ts";

export { type DemoAccount, demoAccounts, demoPassword } from "./accounts.ts";
export { makeRandom } from "./samples.ts";

export interface SeedOptions {
  readonly scale: "demo" | "large";
  /** scrypt cost of the demo password hash (lower in tests). */
  readonly scryptCost?: number;
  readonly log?: (line: string) => void;
}

export interface SeedSummary {
  readonly companies: number;
  readonly drivers: number;
  readonly users: number;
  readonly ms: number;
}

/** The lock of demo seeding (one seeder among replicas starting together). */
const takeSeedLock = (tx: Queryable) =>
  sql`select 1 from (select pg_advisory_xact_lock(7521624301307782144::bigint)) locked`.execute(typed(tx));

/** The value of an app_meta key (`seed`, `seed_posting`, …), undefined when it is not set. */
const metaValue = async (q: Queryable, key: string): Promise<string | undefined> =>
  (await typed(q).selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst())?.value;

const setMeta = (q: Queryable, entries: Readonly<Record<string, string>>) =>
  typed(q)
    .insertInto("app_meta")
    .values(Object.entries(entries).map(([key, value]) => ({ key, value })))
    .execute();

/**
 * A database seeded before the posting demo existed (issue 16) gets it on its next start: the two demo
 * companies, their users and jobs, once (app_meta key `seed_posting`).
 */
const seedPostingDemo = async (db: Database, options: SeedOptions): Promise<void> => {
  if ((await metaValue(db, "seed_posting")) !== undefined) return;
  const hash = await hashPassword(demoPassword, options.scryptCost ?? 16384);
  await db.transaction(async (tx) => {
    await takeSeedLock(tx);
    if ((await metaValue(tx, "seed_posting")) !== undefined) return;
    const seed = await metaValue(tx, "seed");
    await insertPostingDemo(tx, hash, seed === "large");
    await setMeta(tx, { seed_posting: seed ?? "demo" });
  });
  options.log?.("Seeded the posting demo (two companies, their users and jobs)");
};

/** The drivers' profiles (issue 19) on a database seeded before them (app_meta key `seed_drivers`). */
const seedDriversDemo = async (db: Database, options: SeedOptions): Promise<void> => {
  if ((await metaValue(db, "seed_drivers")) !== undefined) return;
  await db.transaction(async (tx) => {
    await takeSeedLock(tx);
    if ((await metaValue(tx, "seed_drivers")) !== undefined) return;
    await insertDriverProfiles(tx);
    await featureDemoJobs(tx);
    await setMeta(tx, { seed_drivers: "demo" });
  });
  options.log?.("Seeded the drivers' profiles");
};

/**
 * Seeds the demo data once (app_meta key `seed`): one account per role, companies with employees, drivers
 * with healthcare and road-assistance subscriptions (some cancelled, some expired), a few admins. The large
 * scale makes 10,000 companies and 100,000 drivers for benchmarks. Every account shares one password hash
 * (same password, same salt): demo data, never production data.
 */
export const seedDemo = async (db: Database, options: SeedOptions): Promise<SeedSummary | undefined> => {
  const started = performance.now();
  if ((await metaValue(db, "seed")) !== undefined) {
    await seedPostingDemo(db, options);
    await seedDriversDemo(db, options);
    await seedJobworkDemo(db, options);
    // News (issue 20)
    await seedNewsDemo(db, options.log);
    return undefined;
  }
  const random = makeRandom(2026);
  const hash = await hashPassword(demoPassword, options.scryptCost ?? 16384);
  const large = options.scale === "large";
  const companyCount = large ? 10_000 : 25;
  const driverCount = large ? 100_000 : 300;

  const isSeeded = await db.transaction(async (tx) => {
    // Replicas starting together on one empty database: one seeds, the others wait and then find it done.
    await takeSeedLock(tx);
    if ((await metaValue(tx, "seed")) !== undefined) return false;
    // The order of the plans is the order of the random draws: keep it, and the data stays the same.
    const people: PeoplePlan = { users: [], roles: [] };
    planStaffAndDemoAccounts(random, hash, people);
    const companies = planCompanies(random, hash, people, { count: companyCount, large });
    const drivers = planDrivers(random, hash, people, { count: driverCount, large });
    await insertMany(tx, "users", userColumns, people.users);
    await insertRoles(tx, people.roles);
    await insertCompanies(tx, random, companies, large);
    await insertSubscriptions(tx, random, drivers);
    await insertPostingDemo(tx, hash, large);
    // The drivers' side (issue 19).
    await insertDriverProfiles(tx);
    await featureDemoJobs(tx);
    await setMeta(tx, { seed_drivers: options.scale });
    await setMeta(tx, { seed: options.scale, seed_posting: options.scale });
    return true;
  });
  await seedJobworkDemo(db, options);
  if (!isSeeded) return undefined;
  // News (issue 20)
  await seedNewsDemo(db, options.log);
  // A bulk load leaves the planner without statistics (and PGlite has no autovacuum to gather them).
  await db.exec(
    "analyze companies, users, user_roles, driver_subscriptions, jobs, job_addons, job_posts, orders, transactions, driver_profiles",
  );
  const {
    rows: [counts],
  } = await sql<{ companies: number; drivers: number; users: number }>`
    select (select count(*)::integer from companies) as companies,
           (select count(*)::integer from user_roles where role = 'Driver') as drivers,
           (select count(*)::integer from users) as users`.execute(typed(db));
  if (!counts) throw new Error("Expected a row: the seed's counts");
  const summary = { ...counts, ms: Math.round(performance.now() - started) };
  options.log?.(
    `Seeded ${options.scale} data: ${summary.companies} companies, ${summary.drivers} drivers, ${summary.users} users in ${summary.ms} ms`,
  );
  return summary;
};
