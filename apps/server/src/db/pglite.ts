import { Worker } from "node:worker_threads";
import type { Database, Queryable } from "./Database.ts";
import { makeSession, startPglite } from "./pgliteSession.ts";
import type { ErrorData, WorkerReply, WorkerRequest } from "./pgliteWorker.ts";

export interface PgliteDatabase extends Database {
  /** A tarball of the data directory; `openPglite(undefined, { from })` starts a copy from it (tests). */
  dump(): Promise<Blob>;
  /** CPU time of the database's worker thread so far (benchmarks); undefined when it runs in this thread. */
  workerCpuUsage(): Promise<NodeJS.CpuUsage | undefined>;
}

export interface PgliteOptions {
  /** Start from a `dump()` of another database (a migrated template in tests). */
  readonly from?: Blob | undefined;
  /**
   * Where PostgreSQL (WASM) runs: in a worker thread (default), so that its work runs beside the HTTP
   * server's event loop instead of adding to it; or in this thread.
   */
  readonly thread?: "worker" | "main";
}

/** The same database in this thread. */
const openInThread = async (
  directory: string | undefined,
  from: Blob | undefined,
): Promise<PgliteDatabase> => {
  const pg = await startPglite(directory, from);
  const session = makeSession(pg);
  return {
    driver: "pglite",
    query: session.query,
    exec: session.exec,
    transaction: session.transaction,
    close: () => session.idle(() => pg.close()),
    dump: () => session.idle(() => pg.dumpDataDir("none")),
    workerCpuUsage: async () => undefined,
  };
};

const toError = (data: ErrorData): Error => Object.assign(new Error(data.message), data.fields);

/** The database in a worker thread (`pgliteWorker.ts`), behind the same interface. */
const openInWorker = async (
  directory: string | undefined,
  from: Blob | undefined,
): Promise<PgliteDatabase> => {
  const worker = new Worker(new URL("./pgliteWorker.ts", import.meta.url), {
    workerData: { directory, from },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    worker.once("error", onError);
    worker.once("message", (reply: WorkerReply) => {
      worker.off("error", onError);
      if (reply.ok && reply.value === "ready") resolve();
      else reject(new Error("The PGlite worker did not start"));
    });
  });
  worker.on("message", (reply: WorkerReply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(toError(reply.error));
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", (code) => failAll(new Error(`The PGlite worker stopped (exit code ${code})`)));

  type Body = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;
  const call = (body: Body): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, id });
    });
  };

  const queryable = (tx: number | null): Queryable => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await call({ op: "query", sql, params, tx })) as Row[],
    exec: async (sql: string) => {
      await call({ op: "exec", sql, tx });
    },
  });

  return {
    driver: "pglite",
    ...queryable(null),
    transaction: async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
      const tx = (await call({ op: "begin" })) as number;
      let result: T;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await call({ op: "end", tx, commit: false });
        throw error;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
    close: async () => {
      if (!failure) await call({ op: "close" });
      await worker.terminate();
    },
    dump: async () => (await call({ op: "dump" })) as Blob,
    workerCpuUsage: () => worker.cpuUsage(),
  };
};

/**
 * Opens (or creates) an embedded PGlite database in `directory`; in memory when undefined. By default
 * PostgreSQL runs in a worker thread (see `PgliteOptions.thread`).
 */
export const openPglite = (
  directory: string | undefined,
  options: PgliteOptions = {},
): Promise<PgliteDatabase> =>
  options.thread === "main" ? openInThread(directory, options.from) : openInWorker(directory, options.from);
