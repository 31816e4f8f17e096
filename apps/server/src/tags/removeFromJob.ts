import { jobWriterRoles } from "@haulboard/domain";
import { workableJob } from "../applicants/workable.ts";
import { typed } from "../db/typed.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const removeJobTag = async ({ params, caller, deps }: HandlerInput<"tags.removeFromJob">) => {
  const link = await typed(deps.db)
    .selectFrom("job_tags")
    .select("job_id")
    .where("id", "=", params.id)
    .executeTakeFirst();
  if (!link) throw appError(Errors.tagNotFound);
  try {
    await workableJob(deps.db, caller, link.job_id);
  } catch {
    throw appError(Errors.tagNotFound);
  }
  await typed(deps.db).deleteFrom("job_tags").where("id", "=", params.id).execute();
  return { data: null };
};

export const removeFromJobRoute: Route<"tags.removeFromJob"> = {
  access: roles(jobWriterRoles),
  handle: removeJobTag,
};
