import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.ts";
import { readConfig } from "../src/config.ts";
import type { Database } from "../src/db/Database.ts";
import { listMigrations, migrate } from "../src/db/migrate.ts";
import { openPglite } from "../src/db/pglite.ts";

let db: Database;
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
});
afterAll(() => db.close());

const app = () =>
  createApp({ config: { ...readConfig({}), logRequests: false, webDist: "/nonexistent" }, db });

describe("health", () => {
  it("reports the database as up with the latest schema version", async () => {
    const response = await app().request("/api/v1/health");
    expect(response.status).toBe(200);
    const latest = listMigrations().at(-1)?.version;
    expect(await response.json()).toEqual({
      data: { status: "ok", database: { driver: "pglite", state: "up", schema: latest } },
    });
  });

  it("answers an unknown API path with 404 in the spec's error shape", async () => {
    const response = await app().request("/api/v1/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ message: "Not found" }] });
  });
});

describe("migrations", () => {
  it("are applied once: a second run applies nothing", async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
