import type { LazyRoute } from "@haulboard/shell";

const jobEdit = () => import("./routes/company-job-edit.tsx");
const jobDuplicate = () => import("./routes/company-job-duplicate.tsx");

/** The employer area's routes (inside the portal layout), as lazy route objects the app composes. */
export const companyRoutes: readonly LazyRoute[] = [
  { path: "/company/jobs", load: () => import("./routes/company-posted-jobs.tsx") },
  // Issue 17: a job's detail.
  { path: "/company/jobs/:id/detail", load: () => import("./routes/company-job-detail.tsx") },
  {
    path: "/company/jobs/new",
    load: () => import("./routes/company-wizard.tsx"),
    children: [
      { index: true, load: () => import("./routes/company-wizard-content.tsx") },
      { path: "targeting-address", load: () => import("./routes/company-wizard-address.tsx") },
      { path: "addons", load: () => import("./routes/company-wizard-addons.tsx") },
      { path: "payment-method", load: () => import("./routes/company-wizard-payment.tsx") },
    ],
  },
  // Edit and duplicate a job (issue 17, jobedit): the wizard's steps, prefilled from the job. One module
  // per flow, so the route table's preload lists stay short (the wizard's first load is near its budget).
  ...["job-content", "address", "addons"].map((section) => ({
    path: `/company/jobs/:id/${section}`,
    load: jobEdit,
  })),
  ...["job-content-duplicate", "address-duplicate", "addons-duplicate", "payment-method-duplicate"].map(
    (step) => ({ path: `/company/jobs/:id/${step}`, load: jobDuplicate }),
  ),
  // Candidates (issue 17, built with the drivers' side, issue 19).
  { path: "/company/jobs/:id/candidates", load: () => import("./routes/company-job-candidates.tsx") },
  // Issue 17: a job's applicants (tags, stages, notes, bulk actions, CSV).
  { path: "/company/jobs/:id/applicants", load: () => import("./routes/company-job-applicants.tsx") },
  // Issue 18: company settings, employees and billing.
  {
    path: "/company/settings",
    load: () => import("./routes/company-settings.tsx"),
    children: [
      { index: true, load: () => import("./routes/company-settings-company.tsx") },
      { path: "company-settings", load: () => import("./routes/company-settings-company.tsx") },
      { path: "account-settings", load: () => import("./routes/company-settings-account.tsx") },
      { path: "address-settings", load: () => import("./routes/company-settings-address.tsx") },
      { path: "password", load: () => import("./routes/company-settings-password.tsx") },
      { path: "payment", load: () => import("./routes/company-settings-payment.tsx") },
      { path: "billing", load: () => import("./routes/company-settings-billing.tsx") },
      { path: "billing/order-history", load: () => import("./routes/company-settings-order-history.tsx") },
      { path: "employees", load: () => import("./routes/company-settings-employees.tsx") },
    ],
  },
];

/**
 * The admin area's job editing (employer-work §2 "/admin/company-list/{id}/job-content and /address"): the
 * company package's edit screens for any company's job, composed by the app inside the admin portal.
 */
export const companyAdminRoutes: readonly LazyRoute[] = [
  { path: "/admin/company-list/:id/job-content", load: jobEdit },
  { path: "/admin/company-list/:id/address", load: jobEdit },
];
