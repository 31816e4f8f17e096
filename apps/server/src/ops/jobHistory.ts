import { hostname } from "node:os";
import type { Queryable } from "../db/Database.ts";
import type { JobHistory, RunRecord } from "./periodic.ts";

/** Names this process in `job_runs.replica`: the host and the process id. */
export const replicaName = (): string => `${hostname()}:${process.pid}`;

/**
 * The job runner's history in the database (migration 0025): `job_tasks` holds each task's last run and
 * counts, `job_runs` each attempt that did something or failed. Quiet runs only move `job_tasks`.
 */
export const databaseJobHistory = (db: Queryable, replica: string = replicaName()): JobHistory => ({
  started: async (task, _attempt, at) => {
    await db.query(
      `insert into job_tasks (name, last_started_at, last_finished_at, last_outcome, last_detail)
       values ($1, $2, null, 'running', null)
       on conflict (name) do update set last_started_at = excluded.last_started_at,
         last_finished_at = null, last_outcome = 'running', last_detail = null`,
      [task, at.toISOString()],
    );
  },
  finished: async (run: RunRecord) => {
    const detail = run.result.outcome === "quiet" ? null : run.result.detail;
    const failed = run.result.outcome === "failed";
    await db.query(
      `update job_tasks set last_finished_at = $2, last_outcome = $3, last_detail = $4,
         runs = runs + 1, failures = failures + $5
       where name = $1`,
      [run.task, run.finishedAt.toISOString(), run.result.outcome, detail, failed ? 1 : 0],
    );
    if (run.result.outcome === "quiet") return;
    await db.query(
      `insert into job_runs (task, attempt, started_at, finished_at, outcome, detail, replica)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        run.task,
        run.attempt,
        run.startedAt.toISOString(),
        run.finishedAt.toISOString(),
        run.result.outcome,
        detail,
        replica,
      ],
    );
  },
});
