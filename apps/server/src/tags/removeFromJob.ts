import { jobWriterRoles } from "@haulboard/domain";
import { workableJob } from "../applicants/workable.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";

const removeJobTag = async ({ params, caller, deps }: HandlerInput<"tags.removeFromJob">) => {
  const [link] = await deps.db.query<{ job_id: number }>("select job_id from job_tags where id = $1", [
    params.id,
  ]);
  if (!link) throw appError(Errors.tagNotFound);
  try {
    await workableJob(deps.db, caller, link.job_id);
  } catch {
    throw appError(Errors.tagNotFound);
  }
  await deps.db.query("delete from job_tags where id = $1", [params.id]);
  return { data: null };
};

export const removeFromJobRoute: Route<"tags.removeFromJob"> = {
  access: roles(jobWriterRoles),
  handle: removeJobTag,
};
