import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { sourceFiles } from "./support/sourceFiles.ts";

/**
 * Untyped SQL left in the server (README "Typed SQL"): calls of `Queryable.query` (`query<Row>(…)`, whose
 * row type nothing checks, and `query(…)`) outside the typed layer in src/db. Converted folders stay at 0;
 * the rest may only shrink. When you convert more, lower `notYetConverted` to the new total.
 */
const srcDir = path.resolve(import.meta.dirname, "../src");

/** Folders whose queries all go through `typed(…)` (Kysely or `sql<Row>`): a new `query` call here fails. */
const converted = [
  "payments",
  "matching",
  "mediaStore",
  "adServing",
  "cache",
  "security",
  "storage",
  "tags",
  "albums",
  "companies",
  "employees",
  "admin",
  "driverSubscriptions",
];

/**
 * Everything else together, as counted when payments, matching, the media store, cache, security,
 * seed/demo.ts and ops/jobHistory.ts were converted: the endpoint modules (src/<module>/, 259 calls, moved
 * from src/routes/ at the same time and not yet converted), seed 57, http 6, ports 5, ops 2, app.ts 1.
 */
const notYetConverted = 275;

const untypedCalls = (source: string) => [...source.matchAll(/\.query\s*[<(]/g)].length;

const countsByFolder = (): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const file of sourceFiles(srcDir)) {
    const folder = path.relative(srcDir, file).split(path.sep)[0] ?? "";
    if (folder === "db" || file.endsWith(".gen.ts")) continue;
    const calls = untypedCalls(fs.readFileSync(file, "utf8"));
    if (calls > 0) counts.set(folder, (counts.get(folder) ?? 0) + calls);
  }
  return counts;
};

it("counts only query calls, each once", () => {
  expect(untypedCalls('q.query<{ a: 1 }>("select 1"); tx.query("x", []); typed(q).selectFrom("t")')).toBe(2);
});

it("keeps the converted folders free of untyped queries", () => {
  const counts = countsByFolder();
  expect(Object.fromEntries(converted.map((folder) => [folder, counts.get(folder) ?? 0]))).toEqual(
    Object.fromEntries(converted.map((folder) => [folder, 0])),
  );
});

it("lets the untyped queries of the other folders only shrink", () => {
  const counts = countsByFolder();
  const rest = [...counts].filter(([folder]) => !converted.includes(folder));
  const total = rest.reduce((sum, [, calls]) => sum + calls, 0);
  expect(
    total,
    `untyped query calls outside src/db and the converted folders: ${JSON.stringify(Object.fromEntries(rest))}`,
  ).toBeLessThanOrEqual(notYetConverted);
});
