import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { listMigrations, migrate, renamedVersions } from "../src/db/migrate.ts";
import { openPglite } from "../src/db/pglite.ts";
import { openPostgres } from "../src/db/postgres.ts";

const url = process.env.TEST_DATABASE_URL;

describe("migrations", () => {
  it("each migration has its own number, and the numbers run 1, 2, 3 … without a gap", () => {
    const numbers = listMigrations().map((migration) => Number(migration.version.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it("a database migrated under the old, shared-number names is renamed, and nothing is applied twice", async () => {
    const db = await openPglite(undefined, { thread: "main" });
    try {
      const versions = listMigrations().map((migration) => migration.version);
      expect(await migrate(db)).toEqual(versions);
      // As a database migrated before the renumbering records them.
      for (const [before, after] of Object.entries(renamedVersions))
        await db.query("update schema_migrations set version = $1 where version = $2", [before, after]);
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ version: string }>(
        "select version from schema_migrations order by version",
      );
      expect(recorded.map((row) => row.version)).toEqual(versions);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!url)(
    "two processes migrating one fresh database at once apply each migration once (PostgreSQL)",
    async () => {
      const schema = `t_migrate_${randomBytes(4).toString("hex")}`;
      const admin = await openPostgres(url!);
      await admin.exec(`create schema ${schema}; create extension if not exists pg_trgm schema public`);
      const [first, second] = [await openPostgres(url!, { schema }), await openPostgres(url!, { schema })];
      try {
        const [appliedByFirst, appliedBySecond] = await Promise.all([migrate(first), migrate(second)]);
        const versions = listMigrations().map((migration) => migration.version);
        expect([...appliedByFirst, ...appliedBySecond].sort()).toEqual(versions);
        const recorded = await first.query<{ version: string }>(
          "select version from schema_migrations order by version",
        );
        expect(recorded.map((row) => row.version)).toEqual(versions);
      } finally {
        await first.close();
        await second.close();
        await admin.exec(`drop schema ${schema} cascade`);
        await admin.close();
      }
    },
  );
});
