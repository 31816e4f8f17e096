import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from "kysely";
import type { Queryable } from "./Database.ts";
import type { DB } from "./schema.gen.ts";

/**
 * Typed SQL over our own `Database` port. A Kysely instance bound to one `Queryable` compiles its
 * queries with Kysely's PostgreSQL compiler and runs them through `Queryable.query`, so the same typed
 * query runs on PGlite and on PostgreSQL, and inside a transaction the port already opened:
 *
 *   await db.transaction(async (tx) => {
 *     const job = await typed(tx).selectFrom("jobs").select(["id", "title"]).where("id", "=", id).executeTakeFirst();
 *   });
 *
 * Transactions stay the port's (`Database.transaction`): Kysely's own `transaction()` is refused, as
 * the port hands out no connection to pin. The port answers rows only, so `numUpdatedRows` and
 * `numDeletedRows` are not known: count with `returning`.
 */
const connection = (queryable: Queryable): DatabaseConnection => ({
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: await queryable.query<R>(compiled.sql, compiled.parameters) };
  },
  // biome-ignore lint/correctness/useYield: refuses before the first row, as the port cannot stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported over the Database port");
  },
});

const noKyselyTransactions = async (): Promise<never> => {
  throw new Error("Open transactions with Database.transaction and call typed(tx) inside it");
};

/** The Kysely dialect of one `Queryable`: PostgreSQL's compiler, adapter and introspector, our driver. */
export const queryableDialect = (queryable: Queryable): Dialect => ({
  createAdapter: () => new PostgresAdapter(),
  createQueryCompiler: () => new PostgresQueryCompiler(),
  createIntrospector: (db) => new PostgresIntrospector(db),
  createDriver: (): Driver => {
    const only = connection(queryable);
    return {
      init: async () => {},
      acquireConnection: async () => only,
      beginTransaction: noKyselyTransactions,
      commitTransaction: noKyselyTransactions,
      rollbackTransaction: noKyselyTransactions,
      releaseConnection: async () => {},
      destroy: async () => {},
    };
  },
});

const bound = new WeakMap<Queryable, Kysely<DB>>();

/** The typed query builder of a database or of a transaction (one instance per `Queryable`, reused). */
export const typed = (queryable: Queryable): Kysely<DB> => {
  let kysely = bound.get(queryable);
  if (!kysely) {
    kysely = new Kysely<DB>({ dialect: queryableDialect(queryable) });
    bound.set(queryable, kysely);
  }
  return kysely;
};
