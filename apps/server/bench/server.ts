/**
 * Server benchmark: sign-in and company-search throughput and latency beside a trivial route (health)
 * on the same server, as the ceiling. autocannon, 32 connections, 10 s each, on a PGlite database with
 * the large seed (10,000 companies, 100,000 drivers) kept in .data/bench-large and reused next time.
 *
 *   pnpm --dir apps/server exec tsx bench/server.ts [--duration 10] [--json out.json]
 *
 * Prints a table and, as the last line, the JSON `[{ name, requestsPerSec, latency: { p50, p99 } }]`.
 * `runServerBench()` returns the same array for scripts/bench/run.mjs.
 */
import fs from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createApp } from "../src/app.ts";
import { readConfig } from "../src/config.ts";
import { migrate } from "../src/db/migrate.ts";
import { openPglite } from "../src/db/pglite.ts";
import { demoAccounts, demoPassword, seedDemo } from "../src/seed/demo.ts";

export interface BenchResult {
  readonly name: string;
  readonly requestsPerSec: number;
  readonly latency: { readonly p50: number; readonly p99: number };
  readonly errors: number;
  readonly non2xx: number;
}

export const runServerBench = async (options: { durationSeconds?: number; connections?: number } = {}) => {
  const duration = options.durationSeconds ?? 10;
  const connections = options.connections ?? 32;
  const config = { ...readConfig(), logRequests: false, signInMaxFailures: 1_000_000 };
  const dataDir = path.join(config.dataDir, "bench-large");
  const db = await openPglite(dataDir);
  await migrate(db);
  await seedDemo(db, { scale: "large", scryptCost: config.scryptCost, log: (line) => console.error(line) });
  const app = await createApp({ config, db, log: () => {} });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v1`;

  const loginBody = JSON.stringify({
    email: demoAccounts.superAdmin.email,
    password: demoPassword,
    device_id: "bench001",
  });
  const login = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: loginBody,
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

  const scenarios = [
    { name: "health (ceiling)", method: "GET" as const, path: "/health", body: undefined, headers: {} },
    { name: "sign-in", method: "POST" as const, path: "/auth/login", body: loginBody, headers: {} },
    {
      name: "company search",
      method: "POST" as const,
      path: "/companies/search?offset=0&limit=50",
      body: JSON.stringify({
        filters: [{ field: "company_name", operator: "ilike", value: "freight" }],
        orders: [{ field: "created_at", direction: "desc" }],
      }),
      headers: { authorization: `Bearer ${token}` },
    },
  ];

  const results: BenchResult[] = [];
  try {
    for (const scenario of scenarios) {
      const result = await autocannon({
        url: `${base}${scenario.path}`,
        method: scenario.method,
        connections,
        duration,
        headers: { "content-type": "application/json", ...scenario.headers },
        ...(scenario.body ? { body: scenario.body } : {}),
      });
      results.push({
        name: scenario.name,
        requestsPerSec: Math.round(result.requests.average),
        latency: { p50: result.latency.p50, p99: result.latency.p99 },
        errors: result.errors,
        non2xx: result.non2xx,
      });
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await db.close();
  }
  return results;
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const results = await runServerBench({ durationSeconds: Number(value("--duration") ?? 10) });
  for (const r of results) {
    console.error(
      `${r.name.padEnd(18)} ${String(r.requestsPerSec).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors} non-2xx ${r.non2xx}`,
    );
  }
  const search = results.find((r) => r.name === "company search");
  if (search)
    console.error(
      `company search p99 ${search.latency.p99} ms (target < 50 ms): ${search.latency.p99 < 50 ? "met" : "NOT met"}`,
    );
  const out = value("--json");
  if (out) fs.writeFileSync(out, JSON.stringify(results, null, 2));
  console.log(JSON.stringify(results));
  process.exit(0);
}
