import { jobWriterRoles } from "@haulboard/domain";
import { companyTag, workableApplication } from "../applicants/workable.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const attachTag = async ({ body, caller, deps }: HandlerInput<"tags.attachToApplicant">) => {
  const application = await workableApplication(deps.db, caller, body.applicantId);
  if (application.job_id !== body.jobId) throw appError(Errors.applicantNotFound, { field: "applicant_id" });
  await companyTag(deps.db, application.company_id, body.tagId);
  await typed(deps.db)
    .insertInto("application_tags")
    .values({ application_id: application.id, tag_id: body.tagId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return { data: null };
};

export const attachToApplicantRoute: Route<"tags.attachToApplicant"> = {
  access: roles(jobWriterRoles),
  handle: attachTag,
};
