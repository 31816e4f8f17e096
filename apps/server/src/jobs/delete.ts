import { jobWriterRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { repriceOpenPost, writableJob } from "./writable.ts";

const deleteJob = async ({ params, caller, deps }: HandlerInput<"jobs.delete">) => {
  await deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    await tx.query(
      "update jobs set deleted_at = now(), active = false, auto_renew = false, next_billing_date = null where id = $1",
      [params.id],
    );
    // A deleted job of a post not paid yet is not charged with it.
    await repriceOpenPost(tx, params.id);
  });
  return { data: null };
};

export const deleteRoute: Route<"jobs.delete"> = { access: roles(jobWriterRoles), handle: deleteJob };
