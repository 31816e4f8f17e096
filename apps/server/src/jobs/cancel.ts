import { jobWriterRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { listItemOf, writableJob } from "./writable.ts";

/** Cancel: like close, and the renewal is cancelled too (no reason given). */
const cancelJob = async ({ params, caller, deps }: HandlerInput<"jobs.cancel">) => {
  await writableJob(deps.db, caller, params.id);
  await deps.db.query(
    `update jobs set active = false, auto_renew = false, next_billing_date = null,
            renewal_canceled_at = coalesce(renewal_canceled_at, now()), updated_at = now() where id = $1`,
    [params.id],
  );
  return { data: await listItemOf(deps.db, params.id) };
};

export const cancelRoute: Route<"jobs.cancel"> = { access: roles(jobWriterRoles), handle: cancelJob };
