import type { LazyRoute } from "@haulboard/shell";

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
  // Candidates (issue 17, built with the drivers' side, issue 19).
  { path: "/company/jobs/:id/candidates", load: () => import("./routes/company-job-candidates.tsx") },
];
