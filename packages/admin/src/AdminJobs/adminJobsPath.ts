/** The admins' list of every company's jobs (employer-work §2 `/admin/company-list/job`). */
export const adminJobsPath = "/admin/company-list/job";

/** The admin's edit screens of a job (the company package's, composed by the app). */
export const editPathOf: Record<"content" | "address", (id: number) => string> = {
  content: (id) => `/admin/company-list/${id}/job-content`,
  address: (id) => `/admin/company-list/${id}/address`,
};
