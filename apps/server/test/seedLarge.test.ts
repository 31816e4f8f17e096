import { describe, expect, it } from "vitest";
import { migrate } from "../src/db/migrate.ts";
import { openPglite } from "../src/db/pglite.ts";
import { withIndexesRebuilt } from "../src/seed/jobwork.ts";

/** The large seed's bulk loads drop a table's plain indexes and build them again (seed/jobwork.ts). */
describe("bulk load with indexes rebuilt", () => {
  it("loads without the plain indexes and ends with every index as the migrations made it", async () => {
    const db = await openPglite(undefined);
    try {
      await migrate(db);
      const indexesOf = async (table: string) =>
        (
          await db.query<{ definition: string }>(
            "select indexdef as definition from pg_indexes where tablename = $1 order by indexname",
            [table],
          )
        ).map((row) => row.definition);
      for (const table of ["jobs", "job_applications"]) {
        const before = await indexesOf(table);
        let during: string[] = [];
        await db.transaction(async (tx) => {
          await withIndexesRebuilt(tx, table, async () => {
            during = (
              await tx.query<{ definition: string }>(
                "select indexdef as definition from pg_indexes where tablename = $1 order by indexname",
                [table],
              )
            ).map((row) => row.definition);
          });
        });
        // Only the primary key and the unique indexes stay during the load (ON CONFLICT needs them).
        expect(during.length).toBeLessThan(before.length);
        expect(during.every((definition) => /UNIQUE/.test(definition))).toBe(true);
        expect(await indexesOf(table)).toEqual(before);
      }
    } finally {
      await db.close();
    }
  });
});
