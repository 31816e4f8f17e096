import type { Context } from "hono";
import type { Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";

/** What a figure counts, one row of `counted_once` per viewer and UTC day (migration 0021). */
export type CountedSubject = "ad-click" | "job-view" | "job-link";

/** The UTC day of the statement, as every daily figure uses it. */
export const utcTodaySql = "(now() at time zone 'UTC')::date";

/**
 * Who is counted: the signed-in user (`u:<id>`), else an anonymous key for the day — an HMAC of the UTC
 * day, the client's address and its user agent with the server's secret. No address or agent is stored,
 * and the key of one day says nothing about the next.
 */
export const viewerKey = (
  deps: Pick<Deps, "tokens">,
  userId: number | null,
  c: Context,
  address: string,
): string =>
  userId !== null
    ? `u:${userId}`
    : `a:${deps.tokens.anonymousViewer(address, c.req.header("user-agent") ?? "", new Date().toISOString().slice(0, 10))}`;

/**
 * True the first time `viewer` reaches `subject` `subjectId` on this UTC day (the row's creation), false
 * after: a reload, a script or a second link counts nothing more. Run it in the transaction that adds to
 * the figure, so the mark and the figure commit together.
 */
export const countOnce = async (
  q: Queryable,
  subject: CountedSubject,
  subjectId: number,
  viewer: string,
): Promise<boolean> => {
  const rows = await q.query(
    `insert into counted_once (subject, subject_id, viewer, day) values ($1, $2, $3, ${utcTodaySql})
     on conflict do nothing returning 1`,
    [subject, subjectId, viewer],
  );
  return rows.length > 0;
};
