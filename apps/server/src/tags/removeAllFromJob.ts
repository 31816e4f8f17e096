import { jobWriterRoles } from "@haulboard/domain";
import { workableJob } from "../applicants/workable.ts";
import { typed } from "../db/typed.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const removeAllJobTags = async ({ params, caller, deps }: HandlerInput<"tags.removeAllFromJob">) => {
  await workableJob(deps.db, caller, params.id);
  await typed(deps.db).deleteFrom("job_tags").where("job_id", "=", params.id).execute();
  return { data: null };
};

export const removeAllFromJobRoute: Route<"tags.removeAllFromJob"> = {
  access: roles(jobWriterRoles),
  handle: removeAllJobTags,
};
