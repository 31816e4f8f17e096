import { jobWriterRoles } from "@haulboard/domain";
import { workableJob } from "../applicants/workable.ts";
import { typed } from "../db/typed.ts";
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
  const tagIds = [...new Set(body.tagIds)];
  await typed(deps.db)
    .deleteFrom("application_tags as x")
    .using("job_applications as a")
    .whereRef("a.id", "=", "x.application_id")
    .where("a.job_id", "=", params.id)
    .$if(tagIds.length > 0, (query) => query.where("x.tag_id", "in", tagIds))
    .execute();
  return { data: null };
};

export const deleteApplicantTagsRoute: Route<"tags.deleteApplicantTags"> = {
  access: roles(jobWriterRoles),
  handle: deleteApplicantTags,
};
