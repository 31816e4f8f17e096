import { employerRoles } from "@haulboard/domain";
import { sql } from "kysely";
import { typed } from "../db/typed.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { companyOf } from "../jobs/rows.ts";

// Tags ------------------------------------------------------------------------------------------------

const listTags = async ({ caller, deps }: HandlerInput<"tags.list">) => {
  const rows = await typed(deps.db)
    .selectFrom("company_tags")
    .select(["id", "tag"])
    .where("company_id", "=", companyOf(caller))
    .orderBy(sql`lower(tag)`)
    .orderBy("id")
    .execute();
  return { data: rows };
};

// The company's own tags: its users (an admin while acting as one of them).
export const listRoute: Route<"tags.list"> = { access: roles(employerRoles), handle: listTags };
