import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

describe("the built web app", () => {
  let web: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "hb-web-"));
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Haulboard</title>");
    fs.writeFileSync(path.join(webDist, "assets", "app-1.js"), "export {};");
    web = await startTestServer({ config: { webDist } });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("serves index.html for client-side routes", async () => {
    const response = await web.app.request("/company/jobs");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Haulboard</title>");
  });

  it("serves a built asset with a long cache lifetime", async () => {
    const response = await web.app.request("/assets/app-1.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("answers a missing asset (an older build's chunk) with 404, never index.html", async () => {
    const response = await web.app.request("/assets/app-0.js");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<title>");
  });
});
