import type { Database } from "../db/Database.ts";
import type { PeriodicTask } from "./periodic.ts";

/**
 * How long rows that only serve security or operations are kept (apps/server README, "Retention").
 * Sessions die with their refresh tokens (on delete cascade): a spent refresh token is kept as long as its
 * session, so reuse detection works for the whole life of the session.
 */
export const retention = {
  /** Sessions (and their refresh tokens) this long after they expired or were revoked. */
  sessionsAfterEnd: "7 days",
  /** Rate-limit events (the longest window is 24 hours: security/limits.ts). */
  rateEvents: "2 days",
  /** Password-reset codes and email-verification links this long after they expired. */
  codesAfterExpiry: "1 day",
  /** Mail, sent or not. */
  mailOutbox: "30 days",
  /** The audit trail (impersonation, account deletion, admin actions). */
  auditLog: "365 days",
  /** Once-per-day count marks (src/http/countOnce.ts): a click checks today's mark and yesterday's impression. */
  countedOnce: "2 days",
  /** The job runner's history of runs that did something or failed (ops/jobHistory.ts). */
  jobRuns: "30 days",
} as const;

/** The advisory-lock key of the sweep ("hb-sweep"): one replica sweeps, the others skip. */
export const retentionLockKey = "7521624301609772400";

export type SweepResult =
  | { readonly skipped: true }
  | { readonly skipped: false; readonly deleted: Record<string, number> };

const statements: Record<string, string> = {
  sessions: `delete from sessions where revoked_at < now() - interval '${retention.sessionsAfterEnd}'
    or expires_at < now() - interval '${retention.sessionsAfterEnd}'`,
  rate_events: `delete from rate_events where at < now() - interval '${retention.rateEvents}'`,
  password_reset_codes: `delete from password_reset_codes where expires_at < now() - interval '${retention.codesAfterExpiry}'`,
  email_verifications: `delete from email_verifications where expires_at < now() - interval '${retention.codesAfterExpiry}'`,
  mail_outbox: `delete from mail_outbox where created_at < now() - interval '${retention.mailOutbox}'`,
  audit_log: `delete from audit_log where created_at < now() - interval '${retention.auditLog}'`,
  job_runs: `delete from job_runs where started_at < now() - interval '${retention.jobRuns}'`,
  social_token_uses: `delete from social_token_uses where expires_at < now()`,
  counted_once: `delete from counted_once where day < (now() at time zone 'UTC')::date - interval '${retention.countedOnce}'`,
};

/**
 * Deletes what is past its retention, in one transaction guarded by a transaction-level advisory lock:
 * when another replica holds it, this one skips (and the lock ends with that replica's transaction, even
 * if it crashes).
 */
export const sweepRetention = (db: Database): Promise<SweepResult> =>
  db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      `select pg_try_advisory_xact_lock(${retentionLockKey}::bigint) as locked`,
    );
    if (!lock?.locked) return { skipped: true } as const;
    const deleted: Record<string, number> = {};
    for (const [table, sql] of Object.entries(statements)) {
      const rows = await tx.query<{ n: number }>(
        `with gone as (${sql} returning 1) select count(*)::int as n from gone`,
      );
      deleted[table] = rows[0]?.n ?? 0;
    }
    return { skipped: false, deleted } as const;
  });

/** The retention sweep as a job (ops/periodic.ts): now, and then every `intervalMs`. */
export const retentionTask = (db: Database, intervalMs: number): PeriodicTask => ({
  name: "retention sweep",
  intervalMs,
  runAtStart: true,
  run: async () => {
    const result = await sweepRetention(db);
    return !result.skipped && Object.values(result.deleted).some((n) => n > 0)
      ? `retention sweep deleted ${JSON.stringify(result.deleted)}`
      : undefined;
  },
});
