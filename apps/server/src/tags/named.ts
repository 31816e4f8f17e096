import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";

/** Finds the company's tag with this text (any case) or makes it. */
export const tagNamed = async (q: Queryable, companyId: number, text: string) => {
  const tag = text.trim();
  if (tag === "") throw appError(Errors.tagRequired, { field: "tag" });
  const [row] = await q.query<{ id: number; tag: string }>(
    `with made as (
       insert into company_tags (company_id, tag) values ($1, $2)
       on conflict (company_id, lower(tag)) do nothing returning id, tag
     )
     select id, tag from made
     union all
     select id, tag from company_tags where company_id = $1 and lower(tag) = lower($2)
     limit 1`,
    [companyId, tag],
  );
  if (!row) throw new Error("tag not made");
  return row;
};
