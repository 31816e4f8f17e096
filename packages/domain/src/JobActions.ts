/**
 * Which of a job's actions its state allows (employer-work §4 "Job actions"), once for the screens and the
 * server. A closed job (Cancelled) can still be read, its applicants and candidates seen, and duplicated; it
 * cannot be edited, boosted, renewed or closed again. Boost is offered on a posted job that is not boosted.
 */
import { type PaidJobAction, type PaidJobState, paidActionStates, paidJobStateMessages } from "./Gateway.ts";
import { type JobDisplayStatus, jobDisplayStatus } from "./JobStatus.ts";

export const jobActionIds = [
  "detail",
  "content",
  "address",
  "addons",
  "duplicate",
  "applicants",
  "candidates",
  "autoRenew",
  "boost",
  "cancelRenewal",
  "close",
] as const;
export type JobActionId = (typeof jobActionIds)[number];

/** What the rule reads of a job: its display status (the wire's POSTED, SCHEDULED, Cancelled, Inactive) and flags. */
export interface JobActionSubject {
  readonly status: string | null | undefined;
  readonly autoRenew: boolean;
  readonly boostActive?: boolean | undefined;
}

/** Why an action is not offered (our texts: the spec names the actions, not these states). */
export const jobActionBlockTexts = {
  closed:
    "This job is closed: it can be viewed and duplicated, but not edited, boosted, renewed or closed again.",
  boosted: "This job is already boosted: boost it again when the boost ends.",
  notPosted: "Only a posted job can be boosted.",
  renewalOff: "Auto-renew is off: there is no renewal to cancel.",
} as const;
export type JobActionBlock = keyof typeof jobActionBlockTexts;

/** Actions any job keeps, closed or not. */
const alwaysAllowed: ReadonlySet<JobActionId> = new Set(["detail", "duplicate", "applicants", "candidates"]);

const isClosed = (status: JobDisplayStatus) => status === "cancelled";

/**
 * The boost rule, once for the screens and the server (issue 36): only a live job is boosted (the screens'
 * POSTED, the money side's "open"), and not while a boost runs (`boostActive`: its boost has not ended) —
 * a second boost would charge again for days already boosted.
 */
const boostBlock = (live: boolean, boostActive: boolean | undefined): "notPosted" | "boosted" | null => {
  if (!live) return "notPosted";
  return boostActive ? "boosted" : null;
};

/** Why `action` is not offered on `job`, or null when it is. */
export const jobActionBlock = (job: JobActionSubject, action: JobActionId): JobActionBlock | null => {
  if (alwaysAllowed.has(action)) return null;
  const status = jobDisplayStatus(job.status);
  if (isClosed(status)) return "closed";
  if (action === "boost") {
    const block = boostBlock(status === "posted", job.boostActive);
    if (block !== null) return block;
  }
  if (action === "cancelRenewal" && !job.autoRenew) return "renewalOff";
  return null;
};

export const isJobActionAllowed = (job: JobActionSubject, action: JobActionId): boolean =>
  jobActionBlock(job, action) === null;

/** The actions the job's state allows, in the menu's order. */
export const allowedJobActions = (job: JobActionSubject): readonly JobActionId[] =>
  jobActionIds.filter((action) => isJobActionAllowed(job, action));

/** One sentence per reason some actions are withheld (each once), to say why they are not offered. */
export const withheldJobActionTexts = (job: JobActionSubject): readonly string[] => [
  ...new Set(
    jobActionIds
      .map((action) => jobActionBlock(job, action))
      .filter((block): block is JobActionBlock => block !== null)
      .map((block) => jobActionBlockTexts[block]),
  ),
];

/** What the paid actions read of a job (the server's jobs row): its paid state and whether a boost runs. */
export interface PaidActionSubject {
  readonly state: PaidJobState;
  readonly boostActive: boolean;
}

/**
 * Why a paid action may not charge `job` (Gateway `paidActionStates`, then the boost rule the screens
 * offer by), or null when it may: `state` is refused in that state (its `paidJobStateMessages` text),
 * `action` by the job action rule (its `jobActionBlockTexts` text).
 */
export type PaidActionRefusal =
  | { readonly kind: "state"; readonly message: string }
  | { readonly kind: "action"; readonly block: JobActionBlock; readonly message: string };

export const paidActionRefusal = (
  job: PaidActionSubject,
  action: PaidJobAction,
): PaidActionRefusal | null => {
  if (!paidActionStates[action].includes(job.state)) {
    return { kind: "state", message: paidJobStateMessages[job.state as Exclude<PaidJobState, "open">] };
  }
  const block = action === "boost" ? boostBlock(true, job.boostActive) : null;
  return block === null ? null : { kind: "action", block, message: jobActionBlockTexts[block] };
};
