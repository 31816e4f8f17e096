/**
 * Work a request starts but does not wait for (a reset code for a known email, sending mail after the
 * commit). Failures are logged, never lost silently; `settle` waits for everything under way (shutdown
 * and tests).
 */
export const makeBackground = (log: (line: string) => void) => {
  const running = new Set<Promise<void>>();
  const run = (label: string, work: () => Promise<unknown>): void => {
    const task = (async () => {
      try {
        await work();
      } catch (error) {
        log(`${label} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    })();
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  const settle = async (): Promise<void> => {
    while (running.size > 0) await Promise.all([...running]);
  };
  return { run, settle };
};

export type Background = ReturnType<typeof makeBackground>;
