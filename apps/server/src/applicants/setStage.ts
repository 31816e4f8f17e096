import { jobWriterRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { selectedOf, workableJob } from "./workable.ts";

const setStage = async ({ params, body, caller, deps }: HandlerInput<"applicants.setStage">) => {
  await workableJob(deps.db, caller, params.id);
  const ids = await selectedOf(deps.db, params.id, body.applicantIds);
  const changed = await deps.db.query(
    `update job_applications set stage = $3, stage_changed_at = now(), stage_changed_by = $4
      where job_id = $1 and id = any($2::integer[]) and stage <> $3 returning id`,
    [params.id, ids, body.stage, caller.userId],
  );
  return { data: { updated: changed.length } };
};

// Working them (stages, tags, private notes): the company's users, admins on any company's jobs.
export const setStageRoute: Route<"applicants.setStage"> = {
  access: roles(jobWriterRoles),
  handle: setStage,
};
