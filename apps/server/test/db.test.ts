import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../src/db/Database.ts";
import { openPglite } from "../src/db/pglite.ts";
import { openTestDatabase } from "./support/server.ts";

/**
 * The query interface itself: the PGlite driver prepares statements and (by default) runs PostgreSQL in
 * a worker thread, so parameters, results, errors and transactions are checked here on both threads —
 * and on PostgreSQL with TEST_DATABASE_URL. (The worker's dump and load run in every test file: the
 * template is dumped from a worker and each file's database starts from it.)
 */
/** The migrated template of the suite (a fresh PGlite runs initdb: seconds; a copy: a fraction). */
const template = () => {
  const file = inject("templatePath");
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
};

const drivers: [string, () => Promise<Database>][] = [
  ["PGlite in a worker thread", () => openPglite(undefined, { from: template() })],
  ["PGlite in this thread", () => openPglite(undefined, { from: template(), thread: "main" })],
  ...(process.env.TEST_DATABASE_URL
    ? [["PostgreSQL (TEST_DATABASE_URL)", openTestDatabase] as [string, () => Promise<Database>]]
    : []),
];

describe.each(drivers)("%s", (_name, open) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await db.exec(
      "create table if not exists t_probe (id integer primary key, name text unique, tags text[], doc jsonb, at timestamptz, ok boolean)",
    );
  });
  afterAll(async () => {
    await db.exec("drop table if exists t_probe");
    await db.close();
  });

  it("binds parameters and reads results with their types", async () => {
    const at = new Date("2026-03-01T12:30:00.000Z");
    await db.query("insert into t_probe values ($1, $2, $3, $4, $5, $6)", [
      1,
      "Ünïcode ' \" ; -- text",
      ["a", "b,c"],
      JSON.stringify({ n: 1 }),
      at,
      true,
    ]);
    const [row] = await db.query<Record<string, unknown>>("select * from t_probe where id = $1", [1]);
    expect(row).toEqual({
      id: 1,
      name: "Ünïcode ' \" ; -- text",
      tags: ["a", "b,c"],
      doc: { n: 1 },
      at,
      ok: true,
    });
    expect(await db.query("select $1::text is null as missing", [null])).toEqual([{ missing: true }]);
    expect(await db.query("select 1 as n where false")).toEqual([]);
  });

  it("reports database errors with their SQLSTATE code and recovers", async () => {
    const duplicate = await db
      .query("insert into t_probe (id, name) values ($1, $2)", [2, "Ünïcode ' \" ; -- text"])
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect((duplicate as { code?: string }).code).toBe("23505");
    await expect(db.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    expect(await db.query("select count(*)::integer as n from t_probe")).toEqual([{ n: 1 }]);
  });

  it("commits a transaction, rolls one back on an error, and keeps other queries out of it", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into t_probe (id, name) values (10, 'ten')");
      await tx.query("insert into t_probe (id, name) values (11, 'eleven')");
    });
    const failed = db.transaction(async (tx) => {
      await tx.query("insert into t_probe (id, name) values (12, 'twelve')");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    expect(
      (await db.query<{ id: number }>("select id from t_probe where id >= 10 order by id")).map((r) => r.id),
    ).toEqual([10, 11]);

    // A query sent while a transaction is open never sees its uncommitted rows.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = db.transaction(async (tx) => {
      await tx.query("insert into t_probe (id, name) values (20, 'twenty')");
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.query<{ n: number }>("select count(*)::integer as n from t_probe where id = 20");
    release();
    await open;
    const [seen] = await outside;
    // PGlite runs it after the commit (one connection); PostgreSQL may run it before (read committed).
    expect([0, 1]).toContain(seen!.n);
    expect(await db.query("select count(*)::integer as n from t_probe where id = 20")).toEqual([{ n: 1 }]);
  });

  it("runs many distinct statements (beyond the prepared-statement cache) and concurrent queries", async () => {
    const answers = await Promise.all(
      Array.from({ length: 520 }, (_, i) => db.query<{ n: number }>(`select ${i}::integer + $1 as n`, [1])),
    );
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 520 }, (_, i) => i + 1));
  });
});
