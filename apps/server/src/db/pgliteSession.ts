import fs from "node:fs";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Queryable } from "./Database.ts";

// Plain TypeScript (erasable syntax only): the PGlite worker thread loads this module with Node's own
// type stripping.

/**
 * Starts PGlite in `directory` (in memory when undefined), or from a dump of another database.
 *
 * Every prepared statement runs its generic plan (`plan_cache_mode`), planned once. By default PostgreSQL
 * plans a statement afresh for its first five runs and then keeps planning afresh whenever it estimates the
 * generic plan to cost more than a custom one; the drivers' job search stayed there for good, about 1 ms of
 * planning for a 0.3 ms search on every request, though its generic plan is the same (the radius through
 * jobs_driver_position's GiST index). PGlite runs one statement at a time, so that planning was the
 * database's time for every request behind it. The other statements of the server bench already ran their
 * generic plans (pg_prepared_statements counted 35 generic and 5 custom runs of each after 40 requests),
 * and their database time per request is unchanged (apps/server/README.md, "Generic plans").
 */
export const startPglite = async (directory: string | undefined, from: Blob | undefined): Promise<PGlite> => {
  if (directory) fs.mkdirSync(directory, { recursive: true });
  const pg = await PGlite.create(directory, {
    extensions: { pg_trgm, cube, earthdistance },
    ...(from ? { loadDataDir: from } : {}),
  });
  await pg.exec("set plan_cache_mode = force_generic_plan");
  return pg;
};

/** A first-in first-out lock: `run(work)` starts `work` when every earlier work has settled. */
const makeLock = () => {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
};

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

interface Statement {
  readonly name: string;
  /** Parameter type oids, for PGlite's serializers. */
  readonly paramTypes: readonly number[];
}

/** How many distinct SQL texts stay prepared (searches build their SQL from the filters sent). */
const maxStatements = 500;

/**
 * PGlite runs PostgreSQL (WASM) in this thread, so what each query costs in JavaScript is paid by every
 * request. `PGlite.query` talks to the backend six times per query (parse, describe, bind, describe,
 * execute, sync) and plans the statement every time. This driver prepares each distinct SQL text once
 * as a named statement (describing its parameter types once) and then runs it with one protocol
 * message (bind, describe portal, execute, sync): about a tenth of the cost for a short query. PostgreSQL
 * keeps the plan (generic once it is not worse than the custom ones, as with any prepared statement).
 *
 * Concurrency mirrors PGlite's own: one protocol exchange at a time (`pg.runExclusive`), and while a
 * transaction is open, other top-level queries wait (`gate`) so they never run inside it.
 */
export const makeSession = (pg: PGlite) => {
  const S = protocol.serialize;
  const statements = new Map<string, Statement>();
  let counter = 0;
  const gate = makeLock();

  const prepare = async (sql: string): Promise<Statement> => {
    const cached = statements.get(sql);
    if (cached) {
      // Least recently used first: move it to the end.
      statements.delete(sql);
      statements.set(sql, cached);
      return cached;
    }
    const name = `hb_${++counter}`;
    const stale: Uint8Array[] = [];
    const oldest = statements.size >= maxStatements ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      stale.push(S.close({ type: "S", name: oldest[1].name }));
    }
    const result = await pg.execProtocol(
      concat([...stale, S.parse({ name, text: sql, types: [] }), S.describe({ type: "S", name }), S.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(result.messages) };
    statements.set(sql, statement);
    return statement;
  };

  const run = async <Row>(sql: string, params: readonly unknown[], syncToFs: boolean): Promise<Row[]> =>
    pg.runExclusive(async () => {
      const statement = await prepare(sql);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize = pg.serializers[statement.paramTypes[index] ?? 0];
        return serialize ? serialize(value) : String(value);
      });
      const result = await pg.execProtocol(
        concat([
          S.bind({ statement: statement.name, values }),
          S.describe({ type: "P" }),
          S.execute({}),
          S.sync(),
        ]),
        { syncToFs },
      );
      const [answer] = parse.parseResults(result.messages, pg.parsers);
      return (answer?.rows ?? []) as Row[];
    });

  const simple = (sql: string, syncToFs: boolean) =>
    pg.runExclusive(async () => {
      await pg.execProtocol(S.query(sql), { syncToFs });
    });

  const inTransaction: Queryable = {
    query: (sql, params = []) => run(sql, params, false),
    exec: (sql) => simple(sql, false),
  };

  return {
    query: <Row>(sql: string, params: readonly unknown[] = []) => gate(() => run<Row>(sql, params, true)),
    exec: (sql: string) => gate(() => simple(sql, true)),
    transaction: <T>(work: (tx: Queryable) => Promise<T>): Promise<T> =>
      gate(async () => {
        await simple("begin", false);
        let result: T;
        try {
          result = await work(inTransaction);
        } catch (error) {
          await simple("rollback", true);
          throw error;
        }
        await simple("commit", true);
        return result;
      }),
    /** Runs `work` when no query or transaction is running (dump, close). */
    idle: <T>(work: () => Promise<T>) => gate(work),
  };
};

export type PgliteSession = ReturnType<typeof makeSession>;
