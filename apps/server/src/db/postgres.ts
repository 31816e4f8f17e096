import postgres from "postgres";
import type { Database, Queryable } from "./Database.ts";

type Sql = postgres.Sql | postgres.TransactionSql;

const wrap = (sql: Sql): Queryable => ({
  async query<Row>(text: string, params: readonly unknown[] = []) {
    const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
    return rows as unknown as Row[];
  },
  async exec(text: string) {
    await sql.unsafe(text).simple();
  },
});

/** Connects to any PostgreSQL server (15 or newer) through the `postgres` client. */
export const openPostgres = async (url: string): Promise<Database> => {
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  await sql`select 1`;
  return {
    driver: "postgres",
    ...wrap(sql),
    transaction: (work) => sql.begin((tx) => work(wrap(tx))) as never,
    close: () => sql.end({ timeout: 5 }),
  };
};
