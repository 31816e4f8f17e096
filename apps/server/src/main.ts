import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Config, isLoopbackAddress, readConfig } from "./config.ts";
import type { Database } from "./db/Database.ts";
import { openDatabase } from "./db/open.ts";
import { mediaSweepTask } from "./mediaStore/sweep.ts";
import { databaseJobHistory } from "./ops/jobHistory.ts";
import { type PeriodicTask, startPeriodic } from "./ops/periodic.ts";
import { retentionTask } from "./ops/retention.ts";
import { renewalTask } from "./payments/renewals.ts";
import { seedAdsDemo } from "./seed/ads.ts";
import { demoAccounts, demoPassword, seedDemo } from "./seed/demo.ts";
import { findDemoPasswordAccounts } from "./seed/demoPasswordCheck.ts";
import { paymentDemoAccounts } from "./seed/jobs.ts";
import { openMediaStorage } from "./storage/open.ts";

/** Prints why the server does not start and exits with status 1 (no stack: these are operator errors). */
const refuseToStart = (message: string): never => {
  console.error(`\nHaulboard did not start: ${message}\n`);
  process.exit(1);
};

const readConfigOrRefuse = (): Config => {
  try {
    return readConfig();
  } catch (error) {
    return refuseToStart(error instanceof Error ? error.message : String(error));
  }
};
const config = readConfigOrRefuse();

/** Why this start is production: `NODE_ENV=production`, a HOST other than loopback, or both. */
const describeMode = (c: Config) =>
  [
    process.env.NODE_ENV === "production" && "NODE_ENV=production",
    !isLoopbackAddress(c.host) && `HOST=${c.host}`,
  ]
    .filter(Boolean)
    .join(", ");

/** A production database must not hold accounts anyone can sign in to with the published demo password. */
const refuseDemoPasswordAccounts = async (db: Database) => {
  const { count, examples } = await findDemoPasswordAccounts(db);
  if (count === 0) return;
  await db.close();
  refuseToStart(
    `this is a production start (${describeMode(config)}), and ${count} account(s) still have the ` +
      `published demo password (${examples.join(", ")}${count > examples.length ? ", …" : ""}). ` +
      "Use a database without the demo data, or change or delete those accounts first.",
  );
};

const started = performance.now();
const db = await openDatabase(config);
if (config.isProduction) await refuseDemoPasswordAccounts(db);
if (config.seedDemo) await seedDemo(db, { scale: "demo", scryptCost: config.scryptCost, log: console.log });
const mediaStorage = openMediaStorage(config.media);
// ads (issue 21): the demo campaigns need their creatives in the media storage.
if (config.seedDemo) await seedAdsDemo(db, mediaStorage, console.log);
const app = await createApp({ config, db, mediaStorage });

// While stopping, every answer not yet started says `Connection: close` (those in flight as well as new
// ones), so a keep-alive client sends its next request elsewhere instead of on a socket about to go away.
let stopping = false;
const unanswered = new Set<http.ServerResponse>();
const listener = getRequestListener(app.fetch);
const handle: http.RequestListener = (request, response) => {
  if (stopping) {
    response.setHeader("Connection", "close");
  } else {
    unanswered.add(response);
    response.once("close", () => unanswered.delete(response));
  }
  void listener(request, response);
};

/** Listens on every configured address (both loopbacks by default), all on the same port. */
const listen = async (hosts: readonly string[], port: number): Promise<http.Server[]> => {
  const servers: http.Server[] = [];
  let boundPort = port;
  for (const host of hosts) {
    const server = http.createServer(handle);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(boundPort, host, () => {
          server.off("error", reject);
          resolve();
        });
      });
    } catch (error) {
      // ::1 is missing where IPv6 is off; one loopback is enough then.
      if (servers.length > 0 && (error as NodeJS.ErrnoException).code === "EADDRNOTAVAIL") continue;
      throw error;
    }
    boundPort = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return servers;
};

const servers = await listen(config.listenHosts, config.port);
// Every periodic task goes through the one job runner (ops/periodic.ts), its runs kept in job_tasks/job_runs.
const jobTasks: PeriodicTask[] = [
  mediaSweepTask(db, mediaStorage, config.media.sweepIntervalSeconds),
  // Issue 18: auto-renewing jobs are renewed at their next billing date (once, whatever the replica count).
  ...(config.renewalIntervalSeconds > 0 ? [renewalTask(app.deps, config.renewalIntervalSeconds)] : []),
  ...(config.retentionSweepMinutes > 0 ? [retentionTask(db, config.retentionSweepMinutes * 60_000)] : []),
  // Mail is sent after each request; this picks up what a stopped process or a failed send left behind.
  ...(config.smtpUrl
    ? [
        {
          name: "mail dispatch",
          intervalMs: 60_000,
          run: async () => {
            await app.deps.mail.dispatch();
            return undefined;
          },
        },
      ]
    : []),
];
const jobOptions = { log: console.log, history: databaseJobHistory(db) };
const jobRunners = jobTasks.map((task) => startPeriodic(task, jobOptions));
const [firstServer] = servers;
if (!firstServer) throw new Error("no listen address");
const port = (firstServer.address() as AddressInfo).port;
const origin = config.isProduction
  ? `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`
  : `http://localhost:${port}`;
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}/pg`;
console.log(
  `\nHaulboard is running at ${origin} — ${config.isProduction ? `production (${describeMode(config)})` : "local trial, reachable from this machine only"}`,
);
console.log(`  API:      ${origin}/api/v1  (database: ${where})`);
if (config.seedDemo) {
  console.log(`  Demo sign-ins (password ${demoPassword}):`);
  for (const account of Object.values(demoAccounts)) {
    console.log(`    ${account.email.padEnd(30)} ${account.roles.join(", ")}`);
  }
  // Posting and paying: a card-billed and an invoice-billed company (apps/server/README.md, test cards).
  for (const account of Object.values(paymentDemoAccounts)) {
    const billing = account.email.startsWith("card") ? "card company" : "invoice company";
    console.log(`    ${account.email.padEnd(30)} ${account.role} (${billing})`);
  }
}
if (config.devOutbox) console.log(`  Mail outbox (this machine only): ${origin}/api/v1/dev/outbox`);
console.log(`  Ready in ${Math.round(performance.now() - started)} ms. Press Ctrl+C to stop.\n`);

const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: finishing open requests and closing the database…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // The timers stop now; a run under way finishes before the database closes (awaited below).
  const timersStopped = Promise.all(jobRunners.map((runner) => runner.stop()));
  for (const response of unanswered) if (!response.headersSent) response.setHeader("Connection", "close");
  let open = servers.length;
  for (const server of servers) {
    server.close(async () => {
      if (--open > 0) return;
      await timersStopped;
      // Work requests started and did not wait for (reset codes, mail) finishes before the database closes.
      await app.deps.background.settle();
      await db.close();
      process.exit(0);
    });
    // Node 19+ does this in close() too; said here so the shutdown does not rest on it.
    server.closeIdleConnections();
  }
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
