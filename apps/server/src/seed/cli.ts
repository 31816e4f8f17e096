import { readConfig } from "../config.ts";
import { openDatabase } from "../db/open.ts";
import { seedDemo } from "./demo.ts";

/**
 * `pnpm seed [--scale demo|large]`: seeds the configured database (PGlite in .data/pg, or DATABASE_URL).
 * A database is seeded once; the large scale (10,000 companies, 100,000 drivers) is for benchmarks, best
 * on a fresh DATA_DIR: `DATA_DIR=.data/bench-large pnpm seed --scale large`.
 */
const args = process.argv.slice(2);
const scaleIndex = args.indexOf("--scale");
const scale =
  scaleIndex >= 0
    ? args[scaleIndex + 1]
    : (args.find((arg) => arg.startsWith("--scale="))?.split("=")[1] ?? "demo");
if (scale !== "demo" && scale !== "large") {
  console.error(`usage: pnpm seed [--scale demo|large]   (got --scale ${scale})`);
  process.exit(2);
}
const config = readConfig();
const db = await openDatabase(config);
try {
  const summary = await seedDemo(db, { scale, scryptCost: config.scryptCost, log: console.log });
  if (!summary) console.log("This database is already seeded: nothing to do (use a fresh DATA_DIR).");
} finally {
  await db.close();
}
