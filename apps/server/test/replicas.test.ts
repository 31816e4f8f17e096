import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/postgres.ts";
import { type ServerProcess, spawnServer } from "./support/process.ts";
import { demoAccounts, demoPassword } from "./support/server.ts";

// Two server processes started together on one fresh PostgreSQL database (so they race on migrations,
// the JWT secret and the demo seed), then the journeys with requests alternating between them.
// PostgreSQL only: `bash scripts/test-postgres.sh` (part of `npm test` as root) sets TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL;

type Replica = "A" | "B";
let database: string;
const replicas: Partial<Record<Replica, { process: ServerProcess; origin: string }>> = {};

const call = async (
  replica: Replica,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{
  status: number;
  body: { data?: Record<string, unknown>; pagination?: Record<string, number> };
}> => {
  const response = await fetch(`${replicas[replica]!.origin}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
};

let device = 0;
const signIn = async (replica: Replica, email: string) => {
  const answer = await call(replica, "POST", "/auth/login", {
    body: { email, password: demoPassword, device_id: `replica${++device}` },
  });
  expect(answer.status, `sign-in of ${email} on ${replica}`).toBe(200);
  return { access: String(answer.body.data!.access_token), refresh: String(answer.body.data!.refresh_token) };
};

describe.skipIf(!url)("two replicas on one PostgreSQL", () => {
  beforeAll(async () => {
    database = `hb_replicas_${randomBytes(4).toString("hex")}`;
    const admin = await openPostgres(url!);
    await admin.exec(`create database ${database}`);
    await admin.close();
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${database}`;
    // Started together: both migrate, resolve the JWT secret and try to seed at the same moment.
    const processes = {
      A: spawnServer({ DATABASE_URL: databaseUrl.toString() }),
      B: spawnServer({ DATABASE_URL: databaseUrl.toString() }),
    };
    for (const name of ["A", "B"] as const) {
      const port = await processes[name].port();
      replicas[name] = { process: processes[name], origin: `http://127.0.0.1:${port}` };
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(Object.values(replicas).map((replica) => replica.process.stop()));
    if (!database) return;
    const admin = await openPostgres(url!);
    await admin.exec(`drop database if exists ${database} with (force)`);
    await admin.close();
  });

  it("start together: one applies the migrations and seeds, both serve the same schema", async () => {
    const outputs = [replicas.A!.process.output(), replicas.B!.process.output()];
    expect(outputs.filter((output) => /Seeded demo data/.test(output))).toHaveLength(1);
    const [healthA, healthB] = await Promise.all([call("A", "GET", "/health"), call("B", "GET", "/health")]);
    expect(healthA.body.data).toMatchObject({ status: "ok", database: { driver: "postgres", state: "up" } });
    expect(healthB.body.data).toEqual(healthA.body.data);
  });

  it("sign-in, refresh and logout alternate between the replicas", async () => {
    const first = await signIn("A", demoAccounts.employer.email);
    expect((await call("B", "GET", "/employer", { token: first.access })).status).toBe(200);
    const rotated = await call("B", "POST", "/auth/refresh", { token: first.refresh });
    expect(rotated.status).toBe(200);
    const second = {
      access: String(rotated.body.data!.access_token),
      refresh: String(rotated.body.data!.refresh_token),
    };
    expect((await call("A", "GET", "/employer", { token: second.access })).status).toBe(200);
    const again = await call("A", "POST", "/auth/refresh", { token: second.refresh });
    expect(again.status).toBe(200);
    const third = {
      access: String(again.body.data!.access_token),
      refresh: String(again.body.data!.refresh_token),
    };
    expect((await call("B", "GET", "/employer", { token: third.access })).status).toBe(200);
    expect((await call("B", "POST", "/auth/logout", { token: third.access })).status).toBe(200);
    expect((await call("A", "GET", "/employer", { token: third.access })).status).toBe(401);
    expect((await call("A", "POST", "/auth/refresh", { token: third.refresh })).status).toBe(401);
  });

  it("impersonation started on one replica works on the other and ends everywhere", async () => {
    const admin = await signIn("A", demoAccounts.admin.email);
    const employer = await signIn("B", demoAccounts.employer.email);
    const profile = await call("A", "GET", "/employer", { token: employer.access });
    const userId = Number(profile.body.data!.id);
    const started = await call("B", "POST", `/auth/login/impersonate?user_id=${userId}`, {
      token: admin.access,
      body: { user_id: userId, device_id: "replica-imp", role: "employer" },
    });
    expect(started.status).toBe(200);
    const token = String(started.body.data!.access_token);
    const asUser = await call("A", "GET", "/employer", { token });
    expect(asUser.status).toBe(200);
    expect(asUser.body.data!.email).toBe(demoAccounts.employer.email);
    expect((await call("B", "POST", "/auth/login/impersonate/end", { token })).status).toBe(200);
    expect((await call("A", "GET", "/employer", { token })).status).toBe(401);
    expect((await call("B", "GET", "/employer", { token })).status).toBe(401);
  });

  it("a company created through one replica is counted at once by the other's search", async () => {
    const admin = await signIn("B", demoAccounts.admin.email);
    // A page of one, so the total is counted (and may be remembered) rather than read off the page.
    const search = (replica: Replica) =>
      call(replica, "POST", "/companies/search?offset=0&limit=1", {
        token: admin.access,
        body: { filters: [{ field: "company_name", operator: "ilike", value: "freight" }] },
      });
    const before = await search("A");
    expect(before.status).toBe(200);
    const total = before.body.pagination!.total!;
    expect(total).toBeGreaterThan(1);
    expect((await search("B")).body.pagination!.total).toBe(total);
    const owner = await signIn("A", demoAccounts.newEmployer.email);
    const created = await call("B", "POST", "/companies", {
      token: owner.access,
      body: {
        company_name: `Replica Freight ${randomBytes(3).toString("hex")}`,
        size: "1-5",
        phone: "(405)555-0142",
      },
    });
    expect(created.status).toBe(200);
    for (const replica of ["A", "B"] as const) {
      expect((await search(replica)).body.pagination!.total, replica).toBe(total + 1);
    }
  });

  it("a job removed by another writer shows in each replica's kept company list at once", async () => {
    const admin = await signIn("A", demoAccounts.admin.email);
    const counts = async (replica: Replica) => {
      const answer = await call(replica, "POST", "/companies/search", {
        token: admin.access,
        body: { filters: [{ field: "company_name", operator: "equals", value: "Summit Card Carriers" }] },
      });
      return (answer.body.data as unknown as { id: number; total_jobs: number }[])[0]!;
    };
    const before = await counts("A");
    expect(before.total_jobs).toBeGreaterThan(0);
    // Asked twice on each replica: each keeps the page.
    expect(await counts("B")).toEqual(before);
    expect(await counts("A")).toEqual(before);
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${database}`;
    const writer = await openPostgres(databaseUrl.toString());
    await writer.query(
      "update jobs set deleted_at = now() where id = (select min(id) from jobs where company_id = $1 and deleted_at is null)",
      [before.id],
    );
    await writer.close();
    for (const replica of ["A", "B"] as const) {
      expect((await counts(replica)).total_jobs, replica).toBe(before.total_jobs - 1);
    }
  });

  it("a job renamed by another writer shows in each replica's kept list of every company's jobs at once", async () => {
    const admin = await signIn("A", demoAccounts.admin.email);
    const search = async (replica: Replica, word: string) => {
      const answer = await call(replica, "POST", "/jobs/search?offset=0&limit=10", {
        token: admin.access,
        body: { filters: [{ field: "title", operator: "ilike", value: word }] },
      });
      return {
        ids: (answer.body.data as unknown as { id: number }[]).map((job) => job.id),
        total: (answer.body as unknown as { pagination: { total: number } }).pagination.total,
      };
    };
    const before = await search("A", "driver");
    expect(before.total).toBeGreaterThan(0);
    // Asked twice on each replica: each keeps the page.
    expect(await search("B", "driver")).toEqual(before);
    expect(await search("A", "driver")).toEqual(before);
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${database}`;
    const writer = await openPostgres(databaseUrl.toString());
    await writer.query("update jobs set title = 'Replica Renamed' where id = $1", [before.ids[0]]);
    await writer.close();
    for (const replica of ["A", "B"] as const) {
      const after = await search(replica, "driver");
      expect(after.total, replica).toBe(before.total - 1);
      expect(after.ids, replica).not.toContain(before.ids[0]);
      expect((await search(replica, "replica renamed")).ids, replica).toEqual([before.ids[0]]);
    }
  });
});
