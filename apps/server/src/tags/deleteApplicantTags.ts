import { jobWriterRoles } from "@haulboard/domain";
import { workableJob } from "../applicants/workable.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

/** Removes these tags (every tag when the list is empty) from every applicant of the job. */
const deleteApplicantTags = async ({
  params,
  body,
  caller,
  deps,
}: HandlerInput<"tags.deleteApplicantTags">) => {
  await workableJob(deps.db, caller, params.id);
  await deps.db.query(
    `delete from application_tags x using job_applications a
      where a.id = x.application_id and a.job_id = $1 and (cardinality($2::integer[]) = 0 or x.tag_id = any($2::integer[]))`,
    [params.id, [...new Set(body.tagIds)]],
  );
  return { data: null };
};

export const deleteApplicantTagsRoute: Route<"tags.deleteApplicantTags"> = {
  access: roles(jobWriterRoles),
  handle: deleteApplicantTags,
};
