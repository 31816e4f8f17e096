/**
 * The admin portal's routes for the app's route table (apps/web/src/routes.tsx). Each `module` is the
 * base name of a route module file in apps/web/src/routes/ that re-exports the screen as `Component`:
 * `lazy: () => import(`./routes/${module}.tsx`)`. `/admin` itself redirects to the company list (the shell's
 * redirect); `/admin/user-management` shows the applicants section (the default).
 */
export interface AdminRoute {
  readonly path: string;
  readonly module: string;
}

export const adminRoutes: readonly AdminRoute[] = [
  { path: "/admin/company-list", module: "admin-company-list" },
  { path: "/admin/user-management", module: "admin-applicants" },
  { path: "/admin/user-management/applicants", module: "admin-applicants" },
  { path: "/admin/user-management/drivers", module: "admin-drivers" },
  { path: "/admin/user-management/admins", module: "admin-admins" },
];
