import { jobWriterRoles } from "@haulboard/domain";
import { workableJob } from "../applicants/workable.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { tagNamed } from "./named.ts";

/** Tags a job with the company's tag of this text (made when new); answers the link (its id) and text. */
const addJobTag = async ({ params, body, caller, deps }: HandlerInput<"tags.addToJob">) => {
  const job = await workableJob(deps.db, caller, params.id);
  return deps.db.transaction(async (tx) => {
    const tag = await tagNamed(tx, job.company_id, body.tag);
    await tx.query("insert into job_tags (job_id, tag_id) values ($1, $2) on conflict do nothing", [
      job.id,
      tag.id,
    ]);
    const [link] = await tx.query<{ id: number }>(
      "select id from job_tags where job_id = $1 and tag_id = $2",
      [job.id, tag.id],
    );
    if (!link) throw new Error("job tag missing");
    return { data: { id: link.id, tag: tag.tag } };
  });
};

export const addToJobRoute: Route<"tags.addToJob"> = { access: roles(jobWriterRoles), handle: addJobTag };
