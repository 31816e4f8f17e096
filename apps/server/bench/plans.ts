/**
 * Query plans of the server benchmark (issues 16–20): every statement each scenario of bench/server.ts runs,
 * captured from one real request through the app on the large seed (.data/bench-large, the same database
 * the bench uses), then run again under EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is rolled back
 * (so writes such as POST /jobs change nothing). Prints, per statement, the execution time and the scans
 * of its plan (index or sequential, with rows); a sequential scan of a table over 10,000 rows is marked
 * SCAN. The full text plans go to bench/results/plans-latest.txt.
 *
 *   pnpm --dir apps/server exec tsx bench/plans.ts [--only "job list"]
 */
import fs from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../src/app.ts";
import type { Database, Queryable } from "../src/db/Database.ts";
import { makeScenarios, openBenchDatabase } from "./server.ts";

interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

interface PlanNode {
  readonly "Node Type": string;
  readonly "Relation Name"?: string;
  readonly "Index Name"?: string;
  readonly "Actual Rows"?: number;
  readonly "Actual Loops"?: number;
  readonly Plans?: readonly PlanNode[];
}

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;

const { config, db } = await openBenchDatabase();
let recording: Statement[] | undefined;
const recordingQueryable = (q: Queryable): Queryable => ({
  query: (sql, params) => {
    recording?.push({ sql, params: params ?? [] });
    return q.query(sql, params);
  },
  exec: (sql) => q.exec(sql),
});
const recorded = new Proxy(db, {
  get(target, property) {
    if (property === "query") return recordingQueryable(target).query;
    if (property === "transaction")
      return <T>(work: (tx: Queryable) => Promise<T>) =>
        target.transaction((tx) => work(recordingQueryable(tx)));
    const value = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
}) as Database;

const app = await createApp({ config, db: recorded, log: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v1`;

/** Table sizes, to tell a scan of a big table from one of a small one. */
const sizes = new Map(
  (
    await db.query<{ relname: string; rows: number }>(
      "select relname, greatest(reltuples, 0)::bigint::integer as rows from pg_class where relkind = 'r'",
    )
  ).map((row) => [row.relname, row.rows]),
);

const scansOf = (node: PlanNode, out: string[] = []): string[] => {
  const type = node["Node Type"];
  const rows = (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1);
  if (type === "Seq Scan" && node["Relation Name"]) {
    const table = node["Relation Name"];
    const big = (sizes.get(table) ?? 0) > 10_000;
    out.push(`${big ? "SCAN " : ""}Seq Scan ${table} (${rows} rows of ~${sizes.get(table) ?? "?"})`);
  } else if (node["Index Name"]) {
    out.push(`${type} ${node["Index Name"]} (${rows} rows)`);
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
};

class Rollback extends Error {}

const explain = async (statement: Statement) => {
  let text = "";
  let summary = { ms: 0, scans: [] as string[] };
  await db
    .transaction(async (tx) => {
      const json = await tx.query<Record<string, unknown>>(
        `explain (analyze, buffers, format json) ${statement.sql}`,
        statement.params,
      );
      const raw = Object.values(json[0] ?? {})[0];
      const [plan] = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
        Plan: PlanNode;
        "Execution Time": number;
      }[];
      throw new Rollback(JSON.stringify(plan));
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
      const plan = JSON.parse(error.message) as { Plan: PlanNode; "Execution Time": number };
      summary = { ms: Math.round(plan["Execution Time"] * 100) / 100, scans: scansOf(plan.Plan) };
    });
  await db
    .transaction(async (tx) => {
      const rows = await tx.query<Record<string, unknown>>(
        `explain (analyze, buffers, format text) ${statement.sql}`,
        statement.params,
      );
      text = rows.map((row) => String(Object.values(row)[0])).join("\n");
      throw new Rollback("text");
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return { ...summary, text };
};

const oneLine = (sql: string) => sql.replace(/\s+/g, " ").trim();
const report: string[] = [`Plans on the large seed, ${new Date().toISOString()}`];
try {
  const scenarios = (await makeScenarios(base, db)).filter(
    (scenario) =>
      scenario.name !== "health (ceiling)" &&
      scenario.name !== "sign-in" &&
      (!only || scenario.name.includes(only)),
  );
  for (const scenario of scenarios) {
    const send = async () => {
      const response = await fetch(`${base}${scenario.path}`, {
        method: scenario.method,
        headers: { "content-type": "application/json", ...scenario.headers },
        ...(scenario.body ? { body: scenario.body } : {}),
      });
      await response.arrayBuffer();
      return response.status;
    };
    for (let i = 0; i < 3; i++) await send();
    recording = [];
    const status = await send();
    const statements = recording;
    recording = undefined;
    console.log(`\n## ${scenario.name} (${scenario.method} ${scenario.path}: ${status})`);
    report.push(`\n## ${scenario.name} (${scenario.method} ${scenario.path}: ${status})`);
    for (const statement of statements) {
      // A write that used a unique value (a session id) cannot run twice: its plan is left out.
      const plan = await explain(statement).catch((error: Error) => ({
        ms: Number.NaN,
        scans: [`(not run again: ${error.message})`],
        text: "",
      }));
      console.log(`  ${plan.ms.toFixed(2).padStart(8)} ms  ${oneLine(statement.sql).slice(0, 110)}`);
      for (const scan of plan.scans) console.log(`               ${scan}`);
      report.push(`\n-- ${oneLine(statement.sql)}\n-- params ${JSON.stringify(statement.params)}`, plan.text);
    }
  }
} finally {
  server.close();
  await db.close();
}
const out = path.resolve(import.meta.dirname, "../../../bench/results/plans-latest.txt");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${report.join("\n")}\n`);
console.log(`\nWritten ${path.relative(process.cwd(), out)}`);
process.exit(0);
