import { afterAll, describe, expect, it } from "vitest";
import {
  externalAddress,
  makeDataDir,
  removeDataDirs,
  type ServerProcess,
  spawnServer,
} from "./support/process.ts";
import { demoAccounts, demoPassword, startTestServer } from "./support/server.ts";

// The two ways to run the server (README "Local trial and production"), each as a real process started
// the way `npm start` starts it, on a fresh database.

const running: ServerProcess[] = [];
const start = (env: Record<string, string | undefined>) => {
  const server = spawnServer(env);
  running.push(server);
  return server;
};
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  removeDataDirs();
});

const signIn = (origin: string, email: string) =>
  fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: demoPassword, device_id: "start-modes" }),
  });

describe("local trial: npm start with no HOST and no NODE_ENV", () => {
  const dataDir = makeDataDir();

  it("listens on both loopback addresses only, seeds the demo accounts and shows the outbox to this machine", async () => {
    const server = start({ DATA_DIR: dataDir });
    const port = await server.port();
    expect(server.output()).toContain("local trial, reachable from this machine only");

    for (const origin of [`http://127.0.0.1:${port}`, `http://[::1]:${port}`, `http://localhost:${port}`]) {
      expect((await fetch(`${origin}/api/v1/health`)).status, origin).toBe(200);
    }
    const external = externalAddress();
    if (external) {
      await expect(fetch(`http://${external}:${port}/api/v1/health`), external).rejects.toThrow();
    }

    const origin = `http://127.0.0.1:${port}`;
    expect((await signIn(origin, demoAccounts.superAdmin.email)).status).toBe(200);
    const outbox = await fetch(`${origin}/api/v1/dev/outbox`);
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toEqual({ data: expect.any(Array) });
    // A request relayed by a proxy on this machine comes from elsewhere: not shown.
    const proxied = await fetch(`${origin}/api/v1/dev/outbox`, {
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(proxied.status).toBe(404);
    await server.stop();
  });

  it.each([
    ["NODE_ENV=production", { NODE_ENV: "production" }],
    ["HOST=0.0.0.0", { HOST: "0.0.0.0" }],
  ])(
    "a production start (%s) on that database refuses while accounts have the demo password",
    async (_, env) => {
      const server = start({ DATA_DIR: dataDir, ...env });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(
        /did not start: this is a production start .* still have the published demo password/,
      );
      expect(server.output()).toContain(demoAccounts.superAdmin.email);
      expect(server.output()).not.toMatch(/is running at/);
    },
  );
});

describe("the outbox is never shown to another machine, even in a local trial", () => {
  it("answers 404 when the socket's peer is not a loopback address", async () => {
    const server = await startTestServer();
    try {
      const fromPeer = (remoteAddress: string, headers: Record<string, string> = {}) =>
        server.app.request("/api/v1/dev/outbox", { headers }, { incoming: { socket: { remoteAddress } } });
      expect((await fromPeer("127.0.0.1")).status).toBe(200);
      expect((await fromPeer("::1")).status).toBe(200);
      expect((await fromPeer("::ffff:127.0.0.1")).status).toBe(200);
      for (const address of ["203.0.113.7", "::ffff:10.0.0.2", "fe80::1", "192.168.1.20"]) {
        const response = await fromPeer(address, { "x-forwarded-for": "127.0.0.1" });
        expect(response.status, address).toBe(404);
        expect(await response.json()).toEqual({ errors: [{ message: "Not found" }] });
      }
    } finally {
      await server.close();
    }
  });
});

describe("production start on a fresh database", () => {
  it.each([
    ["NODE_ENV=production", { NODE_ENV: "production" }],
    ["a non-loopback HOST", { HOST: "0.0.0.0" }],
  ])("%s: no demo accounts, no outbox", async (_, env) => {
    const server = start({ DATA_DIR: makeDataDir(), ...env });
    const port = await server.port();
    expect(server.output()).toMatch(/— production \(/);
    expect(server.output()).not.toContain("Demo sign-ins");
    const origin = `http://127.0.0.1:${port}`;
    expect((await fetch(`${origin}/api/v1/health`)).status).toBe(200);
    const outbox = await fetch(`${origin}/api/v1/dev/outbox`);
    expect(outbox.status).toBe(404);
    expect(await outbox.json()).toEqual({ errors: [{ message: "Not found" }] });
    for (const account of Object.values(demoAccounts)) {
      expect((await signIn(origin, account.email)).status, account.email).toBe(401);
    }
    await server.stop();
  });

  it.each([
    ["SEED_DEMO=true", { SEED_DEMO: "true" }, /SEED_DEMO=true is a local-trial setting/],
    ["DEV_OUTBOX=1", { DEV_OUTBOX: "1" }, /DEV_OUTBOX=1 is a local-trial setting/],
  ])("refuses a trial-only switch (%s) instead of ignoring it", async (_, env, message) => {
    const server = start({ DATA_DIR: makeDataDir(), NODE_ENV: "production", ...env });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(message);
  });
});

describe("JWT_SECRET", () => {
  it("is refused at start when shorter than 32 bytes", async () => {
    const server = start({ DATA_DIR: makeDataDir(), JWT_SECRET: "x".repeat(31) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/JWT_SECRET is 31 bytes long; it must be at least 32 bytes/);
  });
});
