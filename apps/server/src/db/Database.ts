/**
 * The one small query interface the server talks to. Two drivers implement it: embedded PGlite
 * (the default, files under `.data/pg`) and the `postgres` client (when DATABASE_URL is set).
 * SQL is written for PostgreSQL 15 and uses `$1`-style parameters.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs SQL that may hold several statements and takes no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly driver: "pglite" | "postgres";
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The one row a statement must answer (an insert … returning, a row just locked): a missing row is a bug. */
export const onlyRow = <Row>(rows: readonly Row[], what: string): Row => {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected a row: ${what}`);
  return row;
};
