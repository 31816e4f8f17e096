import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations, migrate } from "../src/db/migrate.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("health", () => {
  it("reports the database as up with the latest schema version, and no social provider", async () => {
    const response = await server.request("GET", "/health");
    expect(response.status).toBe(200);
    const latest = listMigrations().at(-1)?.version;
    expect(await response.json()).toEqual({
      data: {
        status: "ok",
        database: { driver: server.db.driver, state: "up", schema: latest },
        features: { socialLogin: false, socialSources: [] },
      },
    });
  });

  it("answers an unknown API path with 404 in the spec's error shape", async () => {
    const response = await server.request("GET", "/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ message: "Not found" }] });
  });
});

describe("migrations", () => {
  it("are applied once: a second run applies nothing", async () => {
    expect(await migrate(server.db)).toEqual([]);
  });
});
