import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodic } from "../src/ops/periodic.ts";

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
    const runner = startPeriodic({
      name: "sweep",
      intervalMs: 1000,
      run: task.run,
      log: (l) => lines.push(l),
    });
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
    const runner = startPeriodic({
      name: "retention",
      intervalMs: 1000,
      runAtStart: true,
      run: task.run,
      log: () => {},
    });
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
});
