/** Job states (employer-work §4 "Job status"). */
export const jobStatuses = ["active", "canceled", "inactive"] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobStatusLabels: Readonly<Record<JobStatus, string>> = {
  active: "Active",
  canceled: "Cancelled",
  inactive: "Inactive",
};

/** The approval status the server uses for an approved job; in admin filters it is the 'Active' value. */
export const approvedStatus = "approved";

export interface JobStatusInput {
  readonly approvalStatus: string | null | undefined;
  readonly active?: boolean | null | undefined;
}

/** Approved with no active flag is canceled; approved otherwise active; anything else inactive. */
export const jobStatus = ({ approvalStatus, active }: JobStatusInput): JobStatus => {
  if (approvalStatus !== approvedStatus) return "inactive";
  return active ? "active" : "canceled";
};

export const jobStatusLabel = (status: JobStatus): string => jobStatusLabels[status];

/** One condition of a job search (`POST /jobs/search` filters) that a status option stands for. */
export interface JobStatusSearchFilter {
  readonly field: "approval_status" | "active";
  readonly operator: "equals" | "not_ilike";
  readonly value: string | boolean;
}

export interface AdminJobStatusFilterOption {
  readonly value: string;
  readonly label: string;
  /** The search filters that select the jobs of this status (the status helper's rule, in filters). */
  readonly filters: readonly JobStatusSearchFilter[];
}

const isApproved: JobStatusSearchFilter = {
  field: "approval_status",
  operator: "equals",
  value: approvedStatus,
};

/**
 * Status options of the admin job filter, labelled Active, Cancelled, Inactive: approved is the 'Active' value
 * (an approved job that is still active), approved and no longer active is Cancelled, anything else Inactive.
 */
export const adminJobStatusFilterOptions: readonly AdminJobStatusFilterOption[] = [
  {
    value: approvedStatus,
    label: jobStatusLabels.active,
    filters: [isApproved, { field: "active", operator: "equals", value: true }],
  },
  {
    value: "canceled",
    label: jobStatusLabels.canceled,
    filters: [isApproved, { field: "active", operator: "equals", value: false }],
  },
  {
    value: "inactive",
    label: jobStatusLabels.inactive,
    filters: [{ field: "approval_status", operator: "not_ilike", value: approvedStatus }],
  },
];

/** The display values of a job list item's status, each with its colour role. */
export const jobDisplayStatuses = ["posted", "scheduled", "cancelled", "inactive"] as const;
export type JobDisplayStatus = (typeof jobDisplayStatuses)[number];
export type StatusColour = "green" | "blue" | "red" | "grey";

export const jobDisplayStatusTexts: Readonly<Record<JobDisplayStatus, string>> = {
  posted: "POSTED",
  scheduled: "SCHEDULED",
  cancelled: "Cancelled",
  inactive: "Inactive",
};

/** Colour roles: POSTED green, SCHEDULED blue, Cancelled red; Inactive gets a neutral grey (our choice). */
export const jobDisplayStatusColours: Readonly<Record<JobDisplayStatus, StatusColour>> = {
  posted: "green",
  scheduled: "blue",
  cancelled: "red",
  inactive: "grey",
};

/** Reads a list item's status text (any case; "canceled" or "cancelled"); anything else is inactive. */
export const jobDisplayStatus = (status: string | null | undefined): JobDisplayStatus => {
  switch ((status ?? "").trim().toLowerCase()) {
    case "posted":
      return "posted";
    case "scheduled":
      return "scheduled";
    case "cancelled":
    case "canceled":
      return "cancelled";
    default:
      return "inactive";
  }
};

export const jobStatusDisplay = (
  status: string | null | undefined,
): { readonly status: JobDisplayStatus; readonly text: string; readonly colour: StatusColour } => {
  const display = jobDisplayStatus(status);
  return { status: display, text: jobDisplayStatusTexts[display], colour: jobDisplayStatusColours[display] };
};
