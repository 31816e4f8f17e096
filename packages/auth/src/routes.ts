/**
 * The auth screens' routes for the app's route table (apps/web/src/routes.tsx). Each `module` is the
 * base name of a route module file in apps/web/src/routes/ that exports the screen as `Component`:
 * `lazy: () => import(`./routes/${module}.tsx`)`.
 *
 * - `/company-login` and `/admin-login` are redirects (access §2): their modules render a `<Navigate>` to
 *   `/login`, and to `/login?role=admin` for the admin variant (its background and forgot-password role).
 * - `/company-info` and `/company-address` are public in the route access table but need the tokens of
 *   the employer who just signed up; their screens send a visitor without a session to `/login`.
 */
export interface AuthRoute {
  readonly path: string;
  readonly module: string;
}

export const authRoutes: readonly AuthRoute[] = [
  { path: "/login", module: "login" },
  { path: "/company-login", module: "auth-company-login" },
  { path: "/admin-login", module: "auth-admin-login" },
  { path: "/signup", module: "auth-signup" },
  { path: "/fast-login", module: "auth-fast-login" },
  { path: "/company-info", module: "auth-company-info" },
  { path: "/company-address", module: "auth-company-address" },
  { path: "/forgot-password", module: "auth-forgot-password" },
  { path: "/reset-code", module: "auth-reset-code" },
  { path: "/change-password", module: "auth-change-password" },
  { path: "/email/validation/success", module: "auth-email-validation-success" },
  { path: "/email/validation/unsuccess", module: "auth-email-validation-unsuccess" },
];
