import { hostname } from "node:os";
import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import type { JobHistory, RunRecord } from "./periodic.ts";

/** Names this process in `job_runs.replica`: the host and the process id. */
export const replicaName = (): string => `${hostname()}:${process.pid}`;

/**
 * The job runner's history in the database (migration 0025): `job_tasks` holds each task's last run and
 * counts, `job_runs` each attempt that did something or failed. Quiet runs only move `job_tasks`.
 */
export const databaseJobHistory = (db: Queryable, replica: string = replicaName()): JobHistory => {
  const k = typed(db);
  return {
    started: async (task, at) => {
      const running = {
        last_started_at: at,
        last_finished_at: null,
        last_outcome: "running",
        last_detail: null,
      } as const;
      await k
        .insertInto("job_tasks")
        .values({ name: task, ...running })
        .onConflict((oc) => oc.column("name").doUpdateSet(running))
        .execute();
    },
    finished: async (run: RunRecord) => {
      const detail = run.result.outcome === "quiet" ? null : run.result.detail;
      const failed = run.result.outcome === "failed" ? 1 : 0;
      await k
        .updateTable("job_tasks")
        .set({
          last_finished_at: run.finishedAt,
          last_outcome: run.result.outcome,
          last_detail: detail,
          runs: sql`runs + 1`,
          failures: sql`failures + ${failed}`,
        })
        .where("name", "=", run.task)
        .execute();
      if (run.result.outcome === "quiet") return;
      await k
        .insertInto("job_runs")
        .values({
          task: run.task,
          attempt: run.attempt,
          started_at: run.startedAt,
          finished_at: run.finishedAt,
          outcome: run.result.outcome,
          detail,
          replica,
        })
        .execute();
    },
  };
};
