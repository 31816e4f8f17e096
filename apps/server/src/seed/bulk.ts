import type { Role } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";

/** Inserts rows through unnest() of one array per column, in batches: fast on both drivers. */
export const insertMany = async (
  q: Queryable,
  table: string,
  columns: readonly { name: string; type: string }[],
  rows: readonly unknown[][],
  batch = 5000,
) => {
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const arrays = columns.map((_, index) => chunk.map((row) => row[index] ?? null));
    const selects = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(", ");
    await q.query(
      `insert into ${table} (${columns.map((c) => c.name).join(", ")}) select * from unnest(${selects})`,
      arrays,
    );
  }
};

/** The user columns the seed fills. */
export const userColumns = [
  { name: "email", type: "text" },
  { name: "password_hash", type: "text" },
  { name: "first_name", type: "text" },
  { name: "last_name", type: "text" },
  { name: "phone", type: "text" },
  { name: "email_verified", type: "boolean" },
  { name: "terms_accepted_at", type: "timestamptz" },
  { name: "billing_customer_id", type: "text" },
  { name: "tn_newsletters", type: "boolean" },
];

/** Gives each (email, role) pair its role. */
export const insertRoles = (q: Queryable, pairs: readonly [string, Role][]) =>
  q.query(
    `insert into user_roles (user_id, role)
     select u.id, p.role from unnest($1::text[], $2::text[]) as p(email, role)
       join users u on lower(u.email) = lower(p.email) and u.deleted_at is null
     on conflict do nothing`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
