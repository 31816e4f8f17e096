import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../src/db/Database.ts";
import { databaseJobHistory } from "../src/ops/jobHistory.ts";
import { type JobHistory, type RunRecord, startPeriodic } from "../src/ops/periodic.ts";
import { retention, sweepRetention } from "../src/ops/retention.ts";
import { openTestDatabase } from "./support/server.ts";

/** A run the test ends when it wants (a slow gateway, a long sweep). */
const controlledRun = () => {
  const pending: { end: (line: string | undefined) => void; fail: (error: Error) => void }[] = [];
  let started = 0;
  const run = () =>
    new Promise<string | undefined>((resolve, reject) => {
      started += 1;
      pending.push({ end: resolve, fail: reject });
    });
  return {
    run,
    started: () => started,
    end: (line?: string) => pending.shift()?.end(line),
    fail: (message: string) => pending.shift()?.fail(new Error(message)),
  };
};

/** Lets the promise callbacks of an ended run settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("startPeriodic: every timer of the server", () => {
  it("runs once per interval, never two at once, logs each run's line or failure and goes on", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const task = controlledRun();
    const lines: string[] = [];
    const runner = startPeriodic(
      { name: "sweep", intervalMs: 1000, retryDelaysMs: [], run: task.run },
      { log: (l) => lines.push(l) },
    );
    vi.advanceTimersByTime(999);
    expect(task.started(), "no run before the first interval").toBe(0);
    vi.advanceTimersByTime(1);
    expect(task.started()).toBe(1);
    // The run outlasts three intervals: none of their ticks starts another.
    vi.advanceTimersByTime(3000);
    expect(task.started(), "no overlapping run").toBe(1);
    task.end("sweep: removed 2");
    await settle();
    expect(lines).toEqual(["sweep: removed 2"]);
    vi.advanceTimersByTime(1000);
    expect(task.started()).toBe(2);
    task.end(undefined);
    await settle();
    expect(lines, "a run with nothing to say logs nothing").toHaveLength(1);
    vi.advanceTimersByTime(1000);
    task.fail("database gone");
    await settle();
    expect(lines.at(-1)).toBe("sweep failed: database gone");
    vi.advanceTimersByTime(1000);
    expect(task.started(), "the timer goes on after a failure").toBe(4);
    task.end();
    await runner.stop();
  });

  it("runs at start when asked; stop waits for the run under way and no run follows", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const task = controlledRun();
    const runner = startPeriodic(
      { name: "retention", intervalMs: 1000, runAtStart: true, run: task.run },
      { log: () => {} },
    );
    expect(task.started(), "the run at start").toBe(1);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped, "stop waits for the run under way").toBe(false);
    task.end();
    await stopping;
    expect(stopped).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(task.started(), "no run after stop").toBe(1);
  });

  it("tries a failed run again after each retry delay, then waits for the next tick", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
    const task = controlledRun();
    const lines: string[] = [];
    const runner = startPeriodic(
      { name: "renewals", intervalMs: 60_000, retryDelaysMs: [5_000, 30_000], run: task.run },
      { log: (l) => lines.push(l) },
    );
    vi.advanceTimersByTime(60_000);
    task.fail("gateway down");
    await settle();
    expect(lines).toEqual(["renewals failed: gateway down (attempt 1 of 3)"]);
    vi.advanceTimersByTime(4_999);
    expect(task.started(), "no retry before its delay").toBe(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(task.started(), "the first retry").toBe(2);
    task.fail("gateway down");
    await settle();
    expect(lines.at(-1)).toBe("renewals failed: gateway down (attempt 2 of 3)");
    // The interval's tick while the run waits to retry starts nothing of its own.
    vi.advanceTimersByTime(30_000);
    await settle();
    expect(task.started(), "the second retry, and no overlapping tick").toBe(3);
    task.fail("gateway down");
    await settle();
    expect(lines.at(-1), "the last attempt says no more").toBe("renewals failed: gateway down");
    vi.advanceTimersByTime(25_000);
    await settle();
    expect(task.started(), "no fourth attempt; the next tick starts afresh").toBe(4);
    task.end("renewals: 1 renewed");
    await settle();
    expect(lines.at(-1)).toBe("renewals: 1 renewed");
    await runner.stop();
  });

  it("stop cancels a retry that waits, and runNow runs at once or right after the run under way", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
    const task = controlledRun();
    const runner = startPeriodic(
      { name: "mail dispatch", intervalMs: 60_000, run: task.run },
      { log: () => {} },
    );
    runner.runNow();
    expect(task.started(), "runNow does not wait for the interval").toBe(1);
    runner.runNow();
    runner.runNow();
    expect(task.started(), "no overlap").toBe(1);
    task.end();
    await settle();
    expect(task.started(), "one more run follows the one under way, however often it was asked").toBe(2);
    task.fail("smtp refused");
    await settle();
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await stopping;
    expect(stopped, "stop does not wait out the retry delay").toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(task.started(), "no retry and no tick after stop").toBe(2);
  });

  it("a history that fails is logged; the task's own outcome still counts", async () => {
    const lines: string[] = [];
    const broken: JobHistory = {
      started: async () => {
        throw new Error("database gone");
      },
      finished: async () => {},
    };
    let runs = 0;
    const runner = startPeriodic(
      { name: "sweep", intervalMs: 60_000, run: async () => `sweep: ${++runs}` },
      { log: (l) => lines.push(l), history: broken },
    );
    runner.runNow();
    await runner.stop();
    expect(lines).toEqual(["sweep: history not written: database gone", "sweep: 1"]);
  });
});

describe("the job history in the database (job_tasks, job_runs)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it("keeps each task's last run and counts, and each attempt that did something or failed", async () => {
    let attempt = 0;
    const runner = startPeriodic(
      {
        name: "history check",
        intervalMs: 60_000,
        retryDelaysMs: [1],
        run: async () => {
          attempt += 1;
          if (attempt === 1) throw new Error("first try fails");
          if (attempt === 2) return "history check: did one thing";
          return undefined;
        },
      },
      { log: () => {}, history: databaseJobHistory(db, "replica-a") },
    );
    runner.runNow();
    await until(
      async () => (await db.query("select 1 from job_runs where task = 'history check'")).length === 2,
    );
    runner.runNow();
    await runner.stop();
    const runs = await db.query<{ attempt: number; outcome: string; detail: string; replica: string }>(
      "select attempt, outcome, detail, replica from job_runs where task = 'history check' order by id",
    );
    expect(runs, "the quiet third run is not in the history").toEqual([
      { attempt: 1, outcome: "failed", detail: "first try fails", replica: "replica-a" },
      { attempt: 2, outcome: "done", detail: "history check: did one thing", replica: "replica-a" },
    ]);
    const [state] = await db.query<{
      last_outcome: string;
      runs: string;
      failures: string;
      finished: boolean;
    }>(
      `select last_outcome, runs::text, failures::text, last_finished_at >= last_started_at as finished
         from job_tasks where name = 'history check'`,
    );
    expect(state).toEqual({ last_outcome: "quiet", runs: "3", failures: "1", finished: true });
  });

  it("the retention sweep deletes runs older than their retention", async () => {
    const record = (days: number): RunRecord => {
      const at = new Date(Date.now() - days * 86_400_000);
      return {
        task: "old task",
        attempt: 1,
        startedAt: at,
        finishedAt: at,
        result: { outcome: "done", detail: `${days}` },
      };
    };
    const history = databaseJobHistory(db, "replica-b");
    await history.started("old task", new Date());
    await history.finished(record(Number.parseInt(retention.jobRuns, 10) + 1));
    await history.finished(record(1));
    const result = await sweepRetention(db);
    expect(result).toMatchObject({ skipped: false, deleted: { job_runs: 1 } });
    const kept = await db.query<{ detail: string }>("select detail from job_runs where task = 'old task'");
    expect(kept).toEqual([{ detail: "1" }]);
  });
});

/** Polls `check` until it holds (real timers; a database round trip per try). */
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("timed out");
};
