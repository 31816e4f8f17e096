import { jobWriterRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { listItemOf, requireAllowed, writableJob } from "./writable.ts";

/** Close: it stops accepting applicants and will not renew; it reads Cancelled (approved, not active). */
const closeJob = async ({ params, caller, deps }: HandlerInput<"jobs.close">) => {
  await writableJob(deps.db, caller, params.id);
  await requireAllowed(deps.db, params.id, "close");
  await deps.db.query(
    `update jobs set active = false, closed_at = coalesce(closed_at, now()), auto_renew = false,
            next_billing_date = null, updated_at = now() where id = $1`,
    [params.id],
  );
  return { data: await listItemOf(deps.db, params.id) };
};

export const closeRoute: Route<"jobs.close"> = { access: roles(jobWriterRoles), handle: closeJob };
