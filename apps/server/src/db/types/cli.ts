import fs from "node:fs";
import path from "node:path";
import { generateSchemaTypes, schemaTypesFile } from "./generate.ts";

// `pnpm --dir apps/server db:types`: writes src/db/schema.gen.ts from the migrated schema.
const target = path.resolve(import.meta.dirname, "../../..", schemaTypesFile);
fs.writeFileSync(target, await generateSchemaTypes());
console.info(`Wrote ${path.relative(process.cwd(), target)}`);
