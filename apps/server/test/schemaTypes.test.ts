import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { generateSchemaTypes, schemaTypesCommand, schemaTypesFile } from "../src/db/types/generate.ts";

/**
 * Drift: the committed Kysely types must be what the migrations build now. A fresh PGlite is migrated,
 * kysely-codegen introspects it in memory, and the result must equal the committed file; after a
 * migration that changes the schema, this fails until the types are regenerated.
 */
it("the committed database types match the migrated schema", async () => {
  const committed = fs.readFileSync(path.resolve(import.meta.dirname, "..", schemaTypesFile), "utf8");
  const fresh = await generateSchemaTypes();
  if (fresh !== committed) {
    const [before, after] = [committed.split("\n"), fresh.split("\n")];
    const line = after.findIndex((text, index) => text !== before[index]);
    expect.fail(
      `${schemaTypesFile} is stale: the migrations changed the schema. Run \`${schemaTypesCommand}\`.` +
        ` (First difference at line ${line + 1}: ${JSON.stringify(after[line] ?? before[line])})`,
    );
  }
});
