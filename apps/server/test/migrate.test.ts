import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { listMigrations, migrate } from "../src/db/migrate.ts";
import { openPostgres } from "../src/db/postgres.ts";

const url = process.env.TEST_DATABASE_URL;

describe("migrations", () => {
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
