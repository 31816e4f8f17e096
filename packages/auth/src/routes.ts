import type { LazyRoute } from "@haulboard/shell";

/**
 * The auth screens' routes for the app's route table (apps/web/src/routes.tsx), as lazy route objects:
 * each loads its route module (src/routes/<name>.tsx, exporting the screen as `Component`) on first use.
 *
 * - `/company-login` and `/admin-login` are redirects (access §2): their modules render a `<Navigate>` to
 *   `/login`, and to `/login?role=admin` for the admin variant (its background and forgot-password role).
 * - `/company-info` and `/company-address` are public in the route access table but need the tokens of
 *   the employer who just signed up; their screens send a visitor without a session to `/login`.
 */
export const authRoutes: readonly LazyRoute[] = [
  { path: "/login", load: () => import("./routes/login.tsx") },
  { path: "/company-login", load: () => import("./routes/auth-company-login.tsx") },
  { path: "/admin-login", load: () => import("./routes/auth-admin-login.tsx") },
  { path: "/signup", load: () => import("./routes/auth-signup.tsx") },
  { path: "/fast-login", load: () => import("./routes/auth-fast-login.tsx") },
  { path: "/company-info", load: () => import("./routes/auth-company-info.tsx") },
  { path: "/company-address", load: () => import("./routes/auth-company-address.tsx") },
  { path: "/forgot-password", load: () => import("./routes/auth-forgot-password.tsx") },
  { path: "/reset-code", load: () => import("./routes/auth-reset-code.tsx") },
  { path: "/change-password", load: () => import("./routes/auth-change-password.tsx") },
  { path: "/email/validation/success", load: () => import("./routes/auth-email-validation-success.tsx") },
  { path: "/email/validation/unsuccess", load: () => import("./routes/auth-email-validation-unsuccess.tsx") },
  { path: "/terms", load: () => import("./routes/auth-terms.tsx") },
  { path: "/privacy", load: () => import("./routes/auth-privacy.tsx") },
];
