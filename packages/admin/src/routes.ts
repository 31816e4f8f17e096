import type { LazyRoute } from "@haulboard/shell";

const applicants = () => import("./routes/admin-applicants.tsx");

/**
 * The admin portal's routes for the app's route table (apps/web/src/routes.tsx), as lazy route objects
 * (each loads src/routes/<name>.tsx on first use). `/admin` itself redirects to the company list (the
 * app's redirect); `/admin/user-management` shows the applicants section (the default).
 */
export const adminRoutes: readonly LazyRoute[] = [
  { path: "/admin/company-list", load: () => import("./routes/admin-company-list.tsx") },
  // Any company's jobs, to edit, boost or write about (issue 17, jobedit).
  { path: "/admin/company-list/job", load: () => import("./routes/admin-jobs.tsx") },
  { path: "/admin/user-management", load: applicants },
  { path: "/admin/user-management/applicants", load: applicants },
  { path: "/admin/user-management/drivers", load: () => import("./routes/admin-drivers.tsx") },
  { path: "/admin/user-management/admins", load: () => import("./routes/admin-admins.tsx") },
];
