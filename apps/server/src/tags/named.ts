import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";

/** Finds the company's tag with this text (any case) or makes it. */
export const tagNamed = async (q: Queryable, companyId: number, text: string) => {
  const tag = text.trim();
  if (tag === "") throw appError(Errors.tagRequired, { field: "tag" });
  const row = await typed(q)
    .with("made", (db) =>
      db
        .insertInto("company_tags")
        .values({ company_id: companyId, tag })
        .onConflict((conflict) => conflict.expression(sql`company_id, lower(tag)`).doNothing())
        .returning(["id", "tag"]),
    )
    .selectFrom("made")
    .select(["id", "tag"])
    .unionAll((db) =>
      db
        .selectFrom("company_tags")
        .select(["id", "tag"])
        .where("company_id", "=", companyId)
        .where(sql`lower(tag)`, "=", sql<string>`lower(${tag})`),
    )
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error("tag not made");
  return row;
};
