import postgres from "postgres";
import type { Database, Queryable } from "./Database.ts";

type Sql = postgres.Sql | postgres.TransactionSql;

/** A PostgreSQL array literal; the SQL casts it (`$1::text[]`), as PGlite's parameters are cast too. */
const arrayLiteral = (values: readonly unknown[]): string =>
  `{${values
    .map((value) => {
      if (value === null || value === undefined) return "NULL";
      if (Array.isArray(value)) return arrayLiteral(value);
      const text = value instanceof Date ? value.toISOString() : String(value);
      return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
    })
    .join(",")}}`;

const wrap = (sql: Sql): Queryable => ({
  async query<Row>(text: string, params: readonly unknown[] = []) {
    const values = params.map((value) => (Array.isArray(value) ? arrayLiteral(value) : value));
    const rows = await sql.unsafe(text, values as postgres.ParameterOrJSON<never>[]);
    return rows as unknown as Row[];
  },
  async exec(text: string) {
    await sql.unsafe(text).simple();
  },
});

/**
 * Connects to any PostgreSQL server (15 or newer) through the `postgres` client. `schema` puts every
 * table in that schema (tests give each file its own), with `public` behind it for extensions.
 */
export const openPostgres = async (url: string, options: { schema?: string } = {}): Promise<Database> => {
  const sql = postgres(url, {
    max: 10,
    onnotice: () => {},
    // json/jsonb parameters: text is already JSON (as PGlite reads it); anything else is stringified.
    // postgres' default stringifies text again, storing a JSON string instead of the object.
    types: {
      json: {
        to: 114,
        from: [114, 3802],
        serialize: (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value)),
        parse: (text: string) => JSON.parse(text) as unknown,
      },
    },
    ...(options.schema ? { connection: { search_path: `${options.schema}, public` } } : {}),
  });
  await sql`select 1`;
  return {
    driver: "postgres",
    ...wrap(sql),
    transaction: (work) => sql.begin((tx) => work(wrap(tx))) as never,
    close: () => sql.end({ timeout: 5 }),
  };
};
