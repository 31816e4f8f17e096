// One rule for every paid action on a job (issue 44 #9): boost, add-ons, renewal and auto-renew check the
// job's state the same way whether the company pays by card or by invoice, and the renewal runner too.
import {
  type PaidActionSubject,
  type PaidJobAction,
  paidActionRefusal,
  paidActionStates,
} from "@haulboard/domain";
import { appErrorOf, ErrorFamilies } from "../errors/catalogue.ts";

/** The job's state as the paid actions read it (domain paidJobStates), for the jobs row aliased `j`. */
export const paidJobStateSql = (j: string) => `(case when ${j}.approval_status <> 'approved' then 'unpaid'
  when not ${j}.active or ${j}.closed_at is not null then 'closed'
  when ${j}.expiration_date < current_date then 'expired' else 'open' end)`;

/** SQL true when `action` may charge the job aliased `j` (the runner's filter). */
export const paidActionAllowedSql = (j: string, action: PaidJobAction) =>
  `${paidJobStateSql(j)} in (${paidActionStates[action].map((state) => `'${state}'`).join(", ")})`;

/**
 * Throws when `action` may not charge `job`: the domain's one rule (`paidActionRefusal`), which the
 * screens offer by. A state that does not allow it is a 422 with the state's text; a boost of a job whose
 * boost still runs is a 409 with the screens' text (issue 36: it would charge again for days already
 * boosted).
 */
export const requirePaidAction = (action: PaidJobAction, job: PaidActionSubject) => {
  const refusal = paidActionRefusal(job, action);
  if (refusal === null) return;
  throw refusal.kind === "state"
    ? appErrorOf(ErrorFamilies.jobNotPayable, [refusal], { field: "job_id" })
    : appErrorOf(ErrorFamilies.jobActionBlocked, [refusal.block], { field: "job_id" });
};
