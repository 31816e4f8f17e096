// One rule for every paid action on a job (issue 44 #9): boost, add-ons, renewal and auto-renew check the
// job's state the same way whether the company pays by card or by invoice, and the renewal runner too.
import {
  type PaidJobAction,
  type PaidJobState,
  paidActionStates,
  paidJobStateMessages,
} from "@haulboard/domain";
import { HttpError } from "../http/errors.ts";

/** The job's state as the paid actions read it (domain paidJobStates), for the jobs row aliased `j`. */
export const paidJobStateSql = (j: string) => `(case when ${j}.approval_status <> 'approved' then 'unpaid'
  when not ${j}.active or ${j}.closed_at is not null then 'closed'
  when ${j}.expiration_date < current_date then 'expired' else 'open' end)`;

/** SQL true when `action` may charge the job aliased `j` (the runner's filter). */
export const paidActionAllowedSql = (j: string, action: PaidJobAction) =>
  `${paidJobStateSql(j)} in (${paidActionStates[action].map((state) => `'${state}'`).join(", ")})`;

/** Throws 422 with the state's message when `action` may not charge a job in `state`. */
export const requirePaidActionState = (action: PaidJobAction, state: PaidJobState) => {
  if (paidActionStates[action].includes(state)) return;
  if (state === "open") throw new Error(`paid action ${action} refused on an open job`);
  throw new HttpError(422, paidJobStateMessages[state], { field: "job_id" });
};
