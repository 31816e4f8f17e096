import { jobWriterRoles } from "@haulboard/domain";
import { companyTag, workableApplication } from "../applicants/workable.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const detachTag = async ({ body, caller, deps }: HandlerInput<"tags.detachFromApplicant">) => {
  const application = await workableApplication(deps.db, caller, body.applicantId);
  if (body.cleanAll) {
    await typed(deps.db)
      .deleteFrom("application_tags")
      .where("application_id", "=", application.id)
      .execute();
  } else {
    if (body.tagId === undefined) throw appError(Errors.tagToRemoveRequired, { field: "tag_id" });
    await companyTag(deps.db, application.company_id, body.tagId);
    await typed(deps.db)
      .deleteFrom("application_tags")
      .where("application_id", "=", application.id)
      .where("tag_id", "=", body.tagId)
      .execute();
  }
  return { data: null };
};

export const detachFromApplicantRoute: Route<"tags.detachFromApplicant"> = {
  access: roles(jobWriterRoles),
  handle: detachTag,
};
