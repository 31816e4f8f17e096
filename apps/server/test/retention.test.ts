import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/postgres.ts";
import { retentionLockKey, sweepRetention } from "../src/ops/retention.ts";
import { demoAccounts, startTestServer, type TestServer } from "./support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) rows`, params))[0]!.n;

describe("retention sweep", () => {
  it("deletes rows past their retention and keeps fresh ones and live sessions", async () => {
    const tokens = await server.tokensOf("employer");
    const [user] = await server.db.query<{ id: number }>("select id from users where email = $1", [
      demoAccounts.employer.email,
    ]);
    const userId = user!.id;
    const db = server.db;
    // Past retention ("old") and within it ("fresh"), one of each per table.
    await db.query(
      `insert into sessions (id, user_id, device_id, created_at, expires_at, revoked_at) values
        ('00000000-0000-4000-8000-000000000001', $1, 'old-revoked', now() - interval '40 days', now() + interval '1 day', now() - interval '8 days'),
        ('00000000-0000-4000-8000-000000000002', $1, 'old-expired', now() - interval '40 days', now() - interval '8 days', null),
        ('00000000-0000-4000-8000-000000000003', $1, 'fresh-revoked', now() - interval '2 days', now() + interval '1 day', now() - interval '1 day'),
        ('00000000-0000-4000-8000-000000000004', $1, 'fresh-expired', now() - interval '31 days', now() - interval '1 day', null)`,
      [userId],
    );
    await db.query(
      `insert into refresh_tokens (token_hash, session_id, created_at, used_at) values
        ('old-token', '00000000-0000-4000-8000-000000000001', now() - interval '40 days', now() - interval '39 days'),
        ('fresh-token', '00000000-0000-4000-8000-000000000003', now() - interval '2 days', null)`,
    );
    await db.query(
      `insert into rate_events (key, at) values ('signin:email:old@x.test', now() - interval '3 days'),
        ('signin:email:fresh@x.test', now() - interval '1 hour')`,
    );
    await db.query(
      `insert into password_reset_codes (user_id, code_hash, expires_at, created_at) values
        ($1, 'old', now() - interval '2 days', now() - interval '2 days'), ($1, 'fresh', now() + interval '10 minutes', now())`,
      [userId],
    );
    await db.query(
      `insert into email_verifications (token_hash, user_id, email, expires_at) values
        ('old-link', $1, 'a@x.test', now() - interval '2 days'), ('fresh-link', $1, 'a@x.test', now() + interval '6 days')`,
      [userId],
    );
    await db.query(
      `insert into mail_outbox (to_address, subject, body, kind, created_at) values
        ('old@x.test', 'old', 'old', 'test', now() - interval '31 days'), ('fresh@x.test', 'fresh', 'fresh', 'test', now() - interval '29 days')`,
    );
    await db.query(
      `insert into audit_log (actor_id, action, created_at) values ($1, 'old', now() - interval '366 days'),
        ($1, 'fresh', now() - interval '364 days')`,
      [userId],
    );
    await db.query(
      `insert into counted_once (subject, subject_id, viewer, day) values
        ('job-view', 1, 'u:old', (now() at time zone 'UTC')::date - 3), ('job-view', 1, 'u:fresh', (now() at time zone 'UTC')::date - 1)`,
    );
    await db.query(
      `insert into social_token_uses (key, expires_at) values ('google:nonce:old', now() - interval '1 minute'),
        ('google:nonce:fresh', now() + interval '50 minutes')`,
    );

    const result = await sweepRetention(db);
    expect(result.skipped).toBe(false);
    if (result.skipped) return;
    expect(result.deleted).toMatchObject({
      sessions: 2,
      rate_events: 1,
      password_reset_codes: 1,
      email_verifications: 1,
      mail_outbox: 1,
      audit_log: 1,
      counted_once: 1,
      social_token_uses: 1,
    });
    expect(await count("select key from social_token_uses where key like 'google:nonce:%'")).toBe(1);
    expect(await count("select 1 from counted_once where viewer in ('u:old', 'u:fresh')")).toBe(1);
    expect(await count("select 1 from sessions where device_id like 'old-%'")).toBe(0);
    expect(await count("select 1 from sessions where device_id like 'fresh-%'")).toBe(2);
    expect(await count("select 1 from refresh_tokens where token_hash = 'old-token'")).toBe(0);
    expect(await count("select 1 from refresh_tokens where token_hash = 'fresh-token'")).toBe(1);
    expect(await count("select 1 from rate_events where key like 'signin:email:%@x.test'")).toBe(1);
    expect(await count("select 1 from password_reset_codes where code_hash in ('old', 'fresh')")).toBe(1);
    expect(
      await count("select 1 from email_verifications where token_hash in ('old-link', 'fresh-link')"),
    ).toBe(1);
    expect(await count("select 1 from mail_outbox where kind = 'test'")).toBe(1);
    expect(await count("select 1 from audit_log where action in ('old', 'fresh')")).toBe(1);

    // The signed-in session is untouched: its access token still works, its refresh token still rotates.
    expect((await server.request("GET", "/employer", { token: tokens.accessToken })).status).toBe(200);
    const refreshed = await server.request("POST", "/auth/refresh", { token: tokens.refreshToken });
    expect(refreshed.status).toBe(200);
    // Nothing more to do on a second run.
    const again = await sweepRetention(db);
    expect(again.skipped || Object.values(again.deleted).every((n) => n === 0)).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "skips while another replica holds the sweep's advisory lock (PostgreSQL)",
    async () => {
      const other = await openPostgres(process.env.TEST_DATABASE_URL!);
      try {
        await other.transaction(async (tx) => {
          await tx.query(`select pg_advisory_xact_lock(${retentionLockKey}::bigint)`);
          expect(await sweepRetention(server.db)).toEqual({ skipped: true });
        });
        expect((await sweepRetention(server.db)).skipped).toBe(false);
      } finally {
        await other.close();
      }
    },
  );
});
