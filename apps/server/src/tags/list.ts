import { employerRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { companyOf } from "../jobs/rows.ts";

// Tags ------------------------------------------------------------------------------------------------

const listTags = async ({ caller, deps }: HandlerInput<"tags.list">) => {
  const rows = await deps.db.query<{ id: number; tag: string }>(
    "select id, tag from company_tags where company_id = $1 order by lower(tag), id",
    [companyOf(caller)],
  );
  return { data: rows };
};

// The company's own tags: its users (an admin while acting as one of them).
export const listRoute: Route<"tags.list"> = { access: roles(employerRoles), handle: listTags };
