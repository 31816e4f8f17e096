import type { Queryable } from "../db/Database.ts";

/**
 * Failed sign-ins, counted per email and per client address in a sliding window, in the database so
 * that every replica sees the same counts. A success clears the email's failures.
 */
export const makeSignInLimiter = (db: Queryable, options: { maxFailures: number; windowSeconds: number }) => {
  const keys = (email: string, address: string) => [`email:${email.toLowerCase()}`, `ip:${address}`];

  /** Seconds until the caller may try again, or 0 when not limited. */
  const retryAfter = async (email: string, address: string): Promise<number> => {
    const rows = await db.query<{ key: string; failures: number; oldest: number }>(
      `select key, count(*)::integer as failures,
              extract(epoch from min(failed_at) + make_interval(secs => $2) - now())::integer as oldest
         from sign_in_failures
        where key = any($1::text[]) and failed_at > now() - make_interval(secs => $2)
        group by key`,
      [keys(email, address), options.windowSeconds],
    );
    // An address gets more room than one email: a shared office NAT signs in many people.
    const limited = rows.filter((row) =>
      row.key.startsWith("ip:")
        ? row.failures >= options.maxFailures * 4
        : row.failures >= options.maxFailures,
    );
    return limited.length === 0 ? 0 : Math.max(1, ...limited.map((row) => row.oldest));
  };

  const recordFailure = async (email: string, address: string): Promise<void> => {
    await db.query("insert into sign_in_failures (key) select unnest($1::text[])", [keys(email, address)]);
    // Keep the table small: forget failures older than the window.
    await db.query("delete from sign_in_failures where failed_at < now() - make_interval(secs => $1)", [
      options.windowSeconds,
    ]);
  };

  const clear = async (email: string): Promise<void> => {
    await db.query("delete from sign_in_failures where key = $1", [`email:${email.toLowerCase()}`]);
  };

  return { retryAfter, recordFailure, clear };
};

export type SignInLimiter = ReturnType<typeof makeSignInLimiter>;
