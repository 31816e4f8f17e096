// The edit and duplicate screens' paths, apart from the wizard's steps.ts: the wizard's first load
// carries none of them.

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

const trimmed = (pathname: string) => pathname.replace(/\/+$/, "");

/** The edit section of a path: 0 content, 1 address, 2 add-ons. */
export const editSectionOf = (pathname: string): 0 | 1 | 2 => {
  const path = trimmed(pathname);
  return path.endsWith("/addons") ? 2 : path.endsWith("/address") ? 1 : 0;
};

/** The duplicate step of a path: 0 content … 3 payment. */
export const duplicateStepOf = (pathname: string): 0 | 1 | 2 | 3 => {
  const path = trimmed(pathname);
  if (path.endsWith("/payment-method-duplicate")) return 3;
  if (path.endsWith("/addons-duplicate")) return 2;
  if (path.endsWith("/address-duplicate")) return 1;
  return 0;
};
