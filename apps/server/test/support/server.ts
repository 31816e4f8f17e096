import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makeApiClient, makeMemoryStorage, makeTokenStore } from "@haulboard/api";
import { inject } from "vitest";
import { createApp } from "../../src/app.ts";
import { type Config, readConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/Database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { openPglite } from "../../src/db/pglite.ts";
import { openPostgres } from "../../src/db/postgres.ts";
import type { PaymentGateway } from "../../src/payments/port.ts";
import type { SocialProviders } from "../../src/ports/social.ts";
import type { PasswordHasher } from "../../src/security/password.ts";
import { type DemoAccount, demoAccounts, demoPassword, seedDemo } from "../../src/seed/demo.ts";
import type { MediaStorage } from "../../src/storage/MediaStorage.ts";
import { testScryptCost } from "./constants.ts";

const throwAwayMediaPrefix = path.join(os.tmpdir(), "haulboard-media-");

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...readConfig({}),
  logRequests: false,
  webDist: "/nonexistent",
  scryptCost: testScryptCost,
  publicUrl: "http://haulboard.test",
  jwtSecret: undefined,
  // Media files of a test go to a throw-away folder (removed by removeThrowAwayMedia), never the
  // repository's .data; none is made when the test brings its own media settings.
  media: overrides.media ?? {
    storage: "local",
    dir: fs.mkdtempSync(throwAwayMediaPrefix),
    sweepIntervalSeconds: 600,
  },
  ...overrides,
});

/** Removes the throw-away media folder testConfig made (and nothing else). */
export const removeThrowAwayMedia = (config: Config) => {
  if (config.media.storage === "local" && config.media.dir.startsWith(throwAwayMediaPrefix)) {
    fs.rmSync(config.media.dir, { recursive: true, force: true });
  }
};

/**
 * A fresh database for one test file, seeded with the demo data: an in-memory PGlite copy of the
 * template, or — with TEST_DATABASE_URL — a new schema on that PostgreSQL server.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = await openPostgres(url);
    await admin.exec(
      `create schema ${schema}; create extension if not exists pg_trgm schema public; create extension if not exists cube schema public; create extension if not exists earthdistance schema public`,
    );
    await admin.close();
    const db = await openPostgres(url, { schema });
    await migrate(db);
    await seedDemo(db, { scale: "demo", scryptCost: testScryptCost });
    return {
      ...db,
      close: async () => {
        await db.close();
        const cleanup = await openPostgres(url);
        await cleanup.exec(`drop schema ${schema} cascade`);
        await cleanup.close();
      },
    };
  }
  const template = inject("templatePath");
  return openPglite(undefined, { from: new Blob([fs.readFileSync(template)]) });
};

export type TestApp = Awaited<ReturnType<typeof createApp>>;

export interface TestServer {
  readonly db: Database;
  readonly app: TestApp;
  readonly config: Config;
  /** The `@haulboard/api` client talking to the app in-process, with its own token store. */
  client(): ReturnType<typeof makeApiClient> & { tokens: ReturnType<typeof makeTokenStore> };
  /** A client signed in as a demo account. */
  signIn(account: DemoAccount | string, password?: string): Promise<ReturnType<TestServer["client"]>>;
  /** Raw access and refresh tokens of a demo account. */
  tokensOf(
    account: DemoAccount | string,
    password?: string,
  ): Promise<{ accessToken: string; refreshToken: string }>;
  /** A raw HTTP request (JSON body) with an optional bearer token. */
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Waits for the work requests started in the background (reset codes, mail sending). */
  settle(): Promise<void>;
  /** The mail written for `to`, newest first (read from the outbox table, after `settle`). */
  outbox(to: string): Promise<{ subject: string; body: string; kind: string }[]>;
  close(): Promise<void>;
}

const emailOf = (account: DemoAccount | string) =>
  account in demoAccounts ? demoAccounts[account as DemoAccount].email : account;

export const startTestServer = async (
  options: {
    config?: Partial<Config>;
    social?: SocialProviders;
    /** Wraps the database the app sees (tests that watch transactions). */
    wrapDb?: (db: Database) => Database;
    passwords?: PasswordHasher;
    mediaStorage?: MediaStorage;
    /** The card gateway, built on the test's database (a sandbox with injected faults). */
    payments?: (db: Database) => PaymentGateway;
    /** Receives the server's log lines (request lines are on when given). */
    log?: (line: string) => void;
  } = {},
): Promise<TestServer> => {
  const db = await openTestDatabase();
  const config = testConfig({ ...(options.log ? { logRequests: true } : {}), ...options.config });
  const app = await createApp({
    config,
    db: options.wrapDb ? options.wrapDb(db) : db,
    log: options.log ?? (() => {}),
    ...(options.social ? { social: options.social } : {}),
    ...(options.passwords ? { passwords: options.passwords } : {}),
    ...(options.mediaStorage ? { mediaStorage: options.mediaStorage } : {}),
    ...(options.payments ? { payments: options.payments(db) } : {}),
  });
  const settle = () => app.deps.background.settle();
  const outbox = async (to: string) => {
    await settle();
    return db.query<{ subject: string; body: string; kind: string }>(
      "select subject, body, kind from mail_outbox where lower(to_address) = lower($1) order by id desc",
      [to],
    );
  };
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init));
  const client = () => {
    const tokens = makeTokenStore(makeMemoryStorage());
    const api = makeApiClient({
      baseUrl: "http://test/api/v1",
      fetch: fetch as typeof globalThis.fetch,
      tokenStore: tokens,
      onUnauthorized: () => {},
      isSignUpPath: () => false,
    });
    return Object.assign(api, { tokens });
  };
  let device = 0;
  const tokensOf = async (account: DemoAccount | string, password = demoPassword) => {
    const response = await app.request("/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: emailOf(account),
        password,
        device_id: `dev${String(++device).padStart(5, "0")}`,
      }),
    });
    if (response.status !== 200)
      throw new Error(`sign-in of ${account} failed: ${response.status} ${await response.text()}`);
    const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string } };
    return { accessToken: data.access_token, refreshToken: data.refresh_token };
  };
  const signIn = async (account: DemoAccount | string, password = demoPassword) => {
    const signedIn = client();
    const tokens = await tokensOf(account, password);
    signedIn.tokens.set("accessToken", tokens.accessToken);
    signedIn.tokens.set("refreshToken", tokens.refreshToken);
    return signedIn;
  };
  const request: TestServer["request"] = async (method, path, requestOptions = {}) =>
    app.request(`/api/v1${path}`, {
      method,
      headers: {
        ...(requestOptions.body !== undefined || requestOptions.rawBody !== undefined
          ? { "content-type": "application/json" }
          : {}),
        ...(requestOptions.token ? { authorization: `Bearer ${requestOptions.token}` } : {}),
        ...requestOptions.headers,
      },
      ...(requestOptions.rawBody !== undefined
        ? { body: requestOptions.rawBody }
        : requestOptions.body !== undefined
          ? { body: JSON.stringify(requestOptions.body) }
          : {}),
    });
  const close = async () => {
    await settle();
    await db.close();
    removeThrowAwayMedia(config);
  };
  return { db, app, config, client, signIn, tokensOf, request, settle, outbox, close };
};

export { demoAccounts, demoPassword };
