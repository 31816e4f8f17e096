-- One job runner (issue 37, src/ops/periodic.ts): what each periodic or deferred task did.
-- job_tasks: one row per task, its last run (any replica) and its counts, for a status view.
-- job_runs: each attempt that did something or failed, kept 30 days by the retention sweep. Quiet runs
-- (nothing to do, every minute) only move job_tasks, so the history stays small.
create table job_tasks (
  name text primary key,
  last_started_at timestamptz not null,
  last_finished_at timestamptz,
  last_outcome text not null check (last_outcome in ('running', 'done', 'quiet', 'failed')),
  last_detail text,
  runs bigint not null default 0,
  failures bigint not null default 0
);

create table job_runs (
  id bigint generated always as identity primary key,
  task text not null,
  attempt integer not null check (attempt >= 1),
  started_at timestamptz not null,
  finished_at timestamptz not null,
  outcome text not null check (outcome in ('done', 'failed')),
  detail text,
  replica text not null
);
create index job_runs_task_started_at on job_runs (task, started_at desc);
create index job_runs_started_at on job_runs (started_at);
