import { jobWriterRoles } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { listItemOf, requireAllowed, writableJob } from "./writable.ts";

/** Cancel renewal: auto-renew off, the reason (1–250 characters, the domain's rule) recorded. */
const cancelRenewal = async ({ params, body, caller, deps }: HandlerInput<"jobs.cancelRenewal">) => {
  const reason = body.renewalCancellationReason.trim();
  if (reason === "") throw appError(Errors.renewalReasonRequired, { field: "renewal_cancellation_reason" });
  await writableJob(deps.db, caller, params.id);
  await requireAllowed(deps.db, params.id, "cancelRenewal");
  await deps.db.query(
    `update jobs set auto_renew = false, next_billing_date = null, renewal_canceled_at = now(),
            renewal_cancellation_reason = $2, updated_at = now() where id = $1`,
    [params.id, reason],
  );
  return { data: await listItemOf(deps.db, params.id) };
};

export const cancelRenewalRoute: Route<"jobs.cancelRenewal"> = {
  access: roles(jobWriterRoles),
  handle: cancelRenewal,
};
