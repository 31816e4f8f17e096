import fs from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../src/db/Database.ts";
import { openPglite } from "../src/db/pglite.ts";
import { typed } from "../src/db/typed.ts";
import { openTestDatabase } from "./support/server.ts";

/**
 * The typed layer (src/db/typed.ts): Kysely compiled by PostgreSQL's compiler and run through our own
 * `Queryable`, on each engine and inside the port's transactions.
 */
const templatePath = inject("templatePath");
const template = () => new Blob([fs.readFileSync(templatePath)]);

const drivers: [string, () => Promise<Database>][] = [
  // The PostgreSQL run (scripts/test-postgres.sh) makes no PGlite template: the PGlite run covers these.
  ...(templatePath
    ? ([
        ["PGlite in a worker thread", () => openPglite(undefined, { from: template() })],
        ["PGlite in this thread", () => openPglite(undefined, { from: template(), thread: "main" })],
      ] as [string, () => Promise<Database>][])
    : []),
  ...(process.env.TEST_DATABASE_URL
    ? [["PostgreSQL (TEST_DATABASE_URL)", openTestDatabase] as [string, () => Promise<Database>]]
    : []),
];

describe.each(drivers)("%s", (_name, open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });

  it("inserts, selects, updates and deletes with parameters", async () => {
    const k = typed(db);
    const inserted = await k
      .insertInto("app_meta")
      .values({ key: "typed ' probe", value: "one" })
      .returning(["key", "value"])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ key: "typed ' probe", value: "one" });
    await k.updateTable("app_meta").set({ value: "two" }).where("key", "=", "typed ' probe").execute();
    const read = await k
      .selectFrom("app_meta")
      .select(["value", "updated_at"])
      .where("key", "in", ["typed ' probe", "absent"])
      .execute();
    expect(read).toEqual([{ value: "two", updated_at: expect.any(Date) }]);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from app_meta where key = ${"typed ' probe"}`.execute(k);
    expect(rows).toEqual([{ n: 1 }]);
    const deleted = await k
      .deleteFrom("app_meta")
      .where("key", "=", "typed ' probe")
      .returning("key")
      .execute();
    expect(deleted).toEqual([{ key: "typed ' probe" }]);
  });

  it("runs inside the port's transactions: committed on success, rolled back on an error", async () => {
    await db.transaction(async (tx) => {
      await typed(tx).insertInto("app_meta").values({ key: "typed commit", value: "kept" }).execute();
    });
    await expect(
      db.transaction(async (tx) => {
        await typed(tx).insertInto("app_meta").values({ key: "typed rollback", value: "lost" }).execute();
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    const keys = await typed(db)
      .selectFrom("app_meta")
      .select("key")
      .where("key", "like", "typed %")
      .orderBy("key")
      .execute();
    expect(keys).toEqual([{ key: "typed commit" }]);
  });

  it("refuses Kysely's own transactions (they would not be pinned to one connection)", async () => {
    await expect(
      typed(db)
        .transaction()
        .execute(async () => undefined),
    ).rejects.toThrow("Open transactions with Database.transaction and call typed(tx) inside it");
  });
});
