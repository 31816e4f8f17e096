import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { startMediaSweeper } from "./media/sweep.ts";
import { demoAccounts, demoPassword, seedDemo } from "./seed/demo.ts";
import { openMediaStorage } from "./storage/open.ts";

const config = readConfig();
const started = performance.now();
const db = await openDatabase(config);
if (config.seedDemo) await seedDemo(db, { scale: "demo", scryptCost: config.scryptCost, log: console.log });
const mediaStorage = openMediaStorage(config.media);
const app = await createApp({ config, db, mediaStorage });
const stopMediaSweeper = startMediaSweeper(db, mediaStorage, config.media.sweepIntervalSeconds, console.log);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}/pg`;
  console.log(`\nHaulboard is running at http://localhost:${info.port}`);
  console.log(`  API:      http://localhost:${info.port}/api/v1  (database: ${where})`);
  if (config.seedDemo && !config.isProduction) {
    console.log(`  Demo sign-ins (password ${demoPassword}):`);
    for (const account of Object.values(demoAccounts)) {
      console.log(`    ${account.email.padEnd(30)} ${account.roles.join(", ")}`);
    }
  }
  console.log(`  Ready in ${Math.round(performance.now() - started)} ms. Press Ctrl+C to stop.\n`);
});

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: finishing open requests and closing the database…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopMediaSweeper();
  server.close(async () => {
    await db.close();
    process.exit(0);
  });
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
