/**
 * The PGlite worker thread: it owns the embedded database so that PostgreSQL (WASM) runs beside the
 * HTTP server's event loop instead of inside it. `pglite.ts` talks to it with the messages below.
 * Plain TypeScript (erasable syntax only): Node loads it with its own type stripping.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Queryable } from "./Database.ts";
import { makeSession, startPglite } from "./pgliteSession.ts";

export type WorkerRequest =
  | {
      readonly id: number;
      readonly op: "query";
      readonly sql: string;
      readonly params: readonly unknown[];
      readonly tx: number | null;
    }
  | { readonly id: number; readonly op: "exec"; readonly sql: string; readonly tx: number | null }
  | { readonly id: number; readonly op: "begin" }
  | { readonly id: number; readonly op: "end"; readonly tx: number; readonly commit: boolean }
  | { readonly id: number; readonly op: "dump" }
  | { readonly id: number; readonly op: "close" };

/** A database error as plain data (structured clone keeps only an Error's message and stack). */
export interface ErrorData {
  readonly message: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: ErrorData }
  | { readonly id: 0; readonly ok: true; readonly value: "ready" };

const errorFieldNames = ["code", "detail", "hint", "constraint", "table", "column", "schema", "severity"];

const toErrorData = (error: unknown): ErrorData => {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const source = error as unknown as Record<string, unknown>;
  const fields: Record<string, unknown> = { name: error.name };
  for (const name of errorFieldNames) if (source[name] !== undefined) fields[name] = source[name];
  return { message: error.message, fields };
};

const port = parentPort;
if (!port) throw new Error("pgliteWorker.ts runs as a worker thread");
const { directory, from } = workerData as { directory?: string; from?: Blob };
const pg = await startPglite(directory, from);
const session = makeSession(pg);

/** Open transactions: their queryable and how to end them. */
const transactions = new Map<
  number,
  { readonly q: Queryable; readonly end: (commit: boolean) => void; readonly done: Promise<void> }
>();
const rollback = new Error("rollback");
let nextTx = 0;

const begin = async (): Promise<number> => {
  const tx = ++nextTx;
  let end: (commit: boolean) => void = () => {};
  const decision = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  let begun: (q: Queryable) => void = () => {};
  const started = new Promise<Queryable>((resolve) => {
    begun = resolve;
  });
  const done = session.transaction(async (q) => {
    begun(q);
    if (!(await decision)) throw rollback;
  });
  done.catch(() => undefined);
  const q = await Promise.race([started, done.then(() => undefined)]);
  if (!q) throw new Error("The transaction ended before it began");
  transactions.set(tx, { q, end, done });
  return tx;
};

const finish = async (tx: number, commit: boolean): Promise<null> => {
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  transactions.delete(tx);
  open.end(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return null;
};

const target = (tx: number | null): Queryable => {
  if (tx === null) return session;
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  return open.q;
};

const handle = async (request: WorkerRequest): Promise<unknown> => {
  switch (request.op) {
    case "query":
      return target(request.tx).query(request.sql, request.params);
    case "exec":
      return target(request.tx).exec(request.sql);
    case "begin":
      return begin();
    case "end":
      return finish(request.tx, request.commit);
    case "dump":
      return session.idle(() => pg.dumpDataDir("none"));
    case "close":
      return session.idle(async () => {
        await pg.close();
        return null;
      });
  }
};

port.on("message", (request: WorkerRequest) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: toErrorData(error) } satisfies WorkerReply),
  );
});
port.postMessage({ id: 0, ok: true, value: "ready" } satisfies WorkerReply);
