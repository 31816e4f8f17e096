/**
 * The one job runner of the server (issue 37): the mail dispatch, the renewals, the media sweep and the
 * retention sweep run through it. Each replica runs its own timers; the tasks themselves take a
 * PostgreSQL advisory lock where only one replica may work at a time, so a run is once across replicas.
 *
 * What it adds to a timer:
 * - no overlap: a tick that finds a run under way is skipped;
 * - retries: a failed run is tried again after each of `retryDelaysMs`, then waits for its next tick;
 * - a history (`JobHistory`, kept in `job_tasks` and `job_runs` by ops/jobHistory.ts): every run's start
 *   and end, and each run that did something or failed, with its attempt and what it said;
 * - `runNow`: deferred work (mail after a request) asks for a run without waiting for the interval.
 */
export interface PeriodicTask {
  /** Names the task in the log and the history ("renewals", "media sweep"). */
  readonly name: string;
  readonly intervalMs: number;
  /** Run once at start too, not only after the first interval. @default false */
  readonly runAtStart?: boolean;
  /**
   * Waits before each retry of a failed run; its length is the number of retries.
   * @default [5_000, 30_000] (three attempts in all)
   */
  readonly retryDelaysMs?: readonly number[];
  /** One run. Answers the line to log, or undefined when the run did nothing worth a line. */
  readonly run: () => Promise<string | undefined>;
}

/** How one attempt ended: `done` said something, `quiet` found nothing to do, `failed` threw. */
export type RunOutcome =
  | { readonly outcome: "done"; readonly detail: string }
  | { readonly outcome: "quiet" }
  | { readonly outcome: "failed"; readonly detail: string };

export interface RunRecord {
  readonly task: string;
  /** 1 for the first try, 2 for the first retry … */
  readonly attempt: number;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  readonly result: RunOutcome;
}

/** Where the runner writes what it did. Its own failures are logged, never the task's. */
export interface JobHistory {
  readonly started: (task: string, at: Date) => Promise<void>;
  readonly finished: (run: RunRecord) => Promise<void>;
}

/** A history that keeps nothing (unit tests, tools). */
export const noHistory: JobHistory = { started: async () => {}, finished: async () => {} };

export interface PeriodicRunner {
  /** Asks for a run now (deferred work). Under way already: one more run follows it. */
  readonly runNow: () => void;
  /** Cancels the next runs and retries and waits for the one under way, so the database can close after it. */
  readonly stop: () => Promise<void>;
}

export interface RunnerOptions {
  readonly log: (line: string) => void;
  readonly history?: JobHistory;
}

const defaultRetryDelaysMs = [5_000, 30_000] as const;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Starts `task` every `intervalMs` (see the module comment). A failed attempt is logged
 * (`<name> failed: <message>`, with `(attempt n of m)` when retries follow). The timers are unref'd: they
 * never keep the process alive.
 */
export const startPeriodic = (task: PeriodicTask, options: RunnerOptions): PeriodicRunner => {
  const { log, history = noHistory } = options;
  const delays = task.retryDelaysMs ?? defaultRetryDelaysMs;
  const attempts = delays.length + 1;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let cancelWait: (() => void) | undefined;

  /** Writes to the history; a history that fails is logged and the run goes on. */
  const note = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      log(`${task.name}: history not written: ${messageOf(error)}`);
    }
  };

  /** Waits `ms` unless the runner stops first; answers whether to go on. */
  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(!stopped), ms);
      timer.unref();
      cancelWait = () => {
        clearTimeout(timer);
        resolve(false);
      };
    });

  const attempt = async (number: number): Promise<RunOutcome> => {
    const startedAt = new Date();
    // The task starts at once; its start is written meanwhile and before its end.
    const startNoted = note(() => history.started(task.name, startedAt));
    let result: RunOutcome;
    try {
      const line = await task.run();
      result = line === undefined ? { outcome: "quiet" } : { outcome: "done", detail: line };
    } catch (error) {
      result = { outcome: "failed", detail: messageOf(error) };
    }
    await startNoted;
    await note(() =>
      history.finished({ task: task.name, attempt: number, startedAt, finishedAt: new Date(), result }),
    );
    return result;
  };

  const runWithRetries = async () => {
    for (let number = 1; number <= attempts; number += 1) {
      const result = await attempt(number);
      if (result.outcome === "done") log(result.detail);
      if (result.outcome !== "failed") return;
      const more = number < attempts ? ` (attempt ${number} of ${attempts})` : "";
      log(`${task.name} failed: ${result.detail}${more}`);
      const delay = delays[number - 1];
      if (delay === undefined || !(await wait(delay))) return;
    }
  };

  const tick = () => {
    if (stopped || running !== undefined) return;
    running = runWithRetries().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        tick();
      }
    });
  };

  if (task.runAtStart) tick();
  const timer = setInterval(tick, task.intervalMs);
  timer.unref();
  return {
    runNow: () => {
      if (running === undefined) tick();
      else again = true;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      cancelWait?.();
      // A run that asked for another may have started it as this one ended: wait until none is under way.
      while (running !== undefined) await running;
    },
  };
};
