/**
 * The one way the server runs work on a timer (issue 37): the mail dispatch, the renewals, the media sweep
 * and the retention sweep. Each replica runs its own timer; the tasks themselves take a PostgreSQL advisory
 * lock where only one replica may work at a time.
 */
export interface PeriodicTask {
  /** Names the task in the log ("renewals", "media sweep"). */
  readonly name: string;
  readonly intervalMs: number;
  /** Run once at start too, not only after the first interval. @default false */
  readonly runAtStart?: boolean;
  /** One run. Answers the line to log, or undefined when the run did nothing worth a line. */
  readonly run: () => Promise<string | undefined>;
  readonly log: (line: string) => void;
}

export interface PeriodicRunner {
  /** Cancels the next runs and waits for the one under way, so the database can close after it. */
  readonly stop: () => Promise<void>;
}

/**
 * Starts `task` every `intervalMs`. A run never overlaps another: a tick that finds one under way is
 * skipped. A failed run is logged (`<name> failed: <message>`) and the timer goes on. The timer is unref'd:
 * it never keeps the process alive.
 */
export const startPeriodic = (task: PeriodicTask): PeriodicRunner => {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running !== undefined) return;
    running = task
      .run()
      .then(
        (line) => {
          if (line !== undefined) task.log(line);
        },
        (error: unknown) =>
          task.log(`${task.name} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  if (task.runAtStart) tick();
  const timer = setInterval(tick, task.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
