import { jobWriterRoles } from "@haulboard/domain";
import { workableJob } from "../applicants/workable.ts";
import { typed } from "../db/typed.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { tagNamed } from "./named.ts";

/** Tags a job with the company's tag of this text (made when new); answers the link (its id) and text. */
const addJobTag = async ({ params, body, caller, deps }: HandlerInput<"tags.addToJob">) => {
  const job = await workableJob(deps.db, caller, params.id);
  return deps.db.transaction(async (tx) => {
    const tag = await tagNamed(tx, job.company_id, body.tag);
    const k = typed(tx);
    await k
      .insertInto("job_tags")
      .values({ job_id: job.id, tag_id: tag.id })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const link = await k
      .selectFrom("job_tags")
      .select("id")
      .where("job_id", "=", job.id)
      .where("tag_id", "=", tag.id)
      .executeTakeFirst();
    if (!link) throw new Error("job tag missing");
    return { data: { id: link.id, tag: tag.tag } };
  });
};

export const addToJobRoute: Route<"tags.addToJob"> = { access: roles(jobWriterRoles), handle: addJobTag };
