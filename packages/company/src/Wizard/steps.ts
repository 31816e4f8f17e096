/** The wizard's four steps in order (employer-work §2, §4): their paths under /company/jobs/new. */
export const wizardBase = "/company/jobs/new";
export const wizardPaths = [
  wizardBase,
  `${wizardBase}/targeting-address`,
  `${wizardBase}/addons`,
  `${wizardBase}/payment-method`,
] as const;

export const postedJobsPath = "/company/jobs";

/** The step of a path (0 content … 3 payment). */
export const stepOfPath = (pathname: string, paths: readonly string[] = wizardPaths): number => {
  const trimmed = pathname.replace(/\/+$/, "");
  return Math.max(paths.indexOf(trimmed), 0);
};

/** The duplicate flow's steps (employer-work §2): the wizard's four steps at the job's `-duplicate` paths. */
export const duplicatePaths = (jobId: number | string) => [
  `/company/jobs/${jobId}/job-content-duplicate`,
  `/company/jobs/${jobId}/address-duplicate`,
  `/company/jobs/${jobId}/addons-duplicate`,
  // The spec names no payment path for the duplicate: ours, after the wizard's `payment-method`.
  `/company/jobs/${jobId}/payment-method-duplicate`,
];

/** Who edits: the company (its own jobs) or an admin (any company's job, content and address only). */
export type EditArea = "company" | "admin";

/** The edit screens of a job (employer-work §2): content, address and, for the company, add-ons. */
export const editPaths = (jobId: number | string, area: EditArea) =>
  area === "admin"
    ? [`/admin/company-list/${jobId}/job-content`, `/admin/company-list/${jobId}/address`]
    : [
        `/company/jobs/${jobId}/job-content`,
        `/company/jobs/${jobId}/address`,
        `/company/jobs/${jobId}/addons`,
      ];

export const jobDetailPath = (jobId: number | string) => `/company/jobs/${jobId}/detail`;
/** The admin's job list (`/admin/company-list/job`). */
export const adminJobsPath = "/admin/company-list/job";
