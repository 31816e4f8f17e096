import { jobWriterRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { companyTag, selectedOf, workableJob } from "./workable.ts";

const bulkTag = async ({ params, body, caller, deps }: HandlerInput<"applicants.bulkTag">) => {
  const job = await workableJob(deps.db, caller, params.id);
  await companyTag(deps.db, job.company_id, body.tagId);
  const ids = await selectedOf(deps.db, params.id, body.applicantIds);
  const changed =
    body.action === "attach"
      ? await deps.db.query(
          `insert into application_tags (application_id, tag_id) select unnest($1::integer[]), $2
           on conflict do nothing returning application_id`,
          [ids, body.tagId],
        )
      : await deps.db.query(
          "delete from application_tags where application_id = any($1::integer[]) and tag_id = $2 returning application_id",
          [ids, body.tagId],
        );
  return { data: { updated: changed.length } };
};

export const bulkTagRoute: Route<"applicants.bulkTag"> = { access: roles(jobWriterRoles), handle: bulkTag };
