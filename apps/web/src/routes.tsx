import { adminRoutes } from "@haulboard/admin";
import { authRoutes } from "@haulboard/auth/routes";
import { Loading, RouteErrorPage, ShellRoot } from "@haulboard/shell";
import { createBrowserRouter, data, type RouteObject, redirect } from "react-router";

/**
 * The route table. Each screen is a route module under ./routes/, loaded on demand, so the benchmark can
 * report first-load JavaScript per route and `/login` loads nothing of the portals.
 */
type RouteModule = () => Promise<Record<string, unknown>>;
const modules = import.meta.glob("./routes/*.tsx") as Record<string, RouteModule>;

/** A route module by its base name (`login` → ./routes/login.tsx). */
const lazyModule = (name: string): RouteObject["lazy"] => {
  const load = modules[`./routes/${name}.tsx`] ?? modules["./routes/shell-placeholder.tsx"];
  return load as RouteObject["lazy"];
};

const to = (path: string) => () => redirect(path);

/** Screens of later issues: a heading inside the portal layout until their packages mount them. */
const placeholder = (path: string, title: string): RouteObject => ({
  path,
  handle: { title },
  lazy: lazyModule("shell-placeholder"),
});

/** The portal areas: behind the guard, inside the header and navigation (shell-portal). */
const portalRoutes: RouteObject[] = [
  { path: "/company", loader: to("/company/jobs") },
  placeholder("/company/jobs", "Posted Jobs"),
  placeholder("/company/jobs/new", "Create New Job"),
  placeholder("/company/settings", "Settings"),
  { path: "/admin", loader: to("/admin/company-list") },
  ...adminRoutes.map(({ path, module }) => ({ path, lazy: lazyModule(module) })),
  placeholder("/admin/channels", "News Channels"),
  { path: "/members", loader: to("/members/home") },
  { path: "/members/home", lazy: lazyModule("members-home") },
  {
    path: "/members/settings",
    lazy: lazyModule("members-settings"),
    children: [
      { index: true, lazy: lazyModule("members-delete-account") },
      { path: "delete-account", lazy: lazyModule("members-delete-account") },
      { path: "reset-password", lazy: lazyModule("members-reset-password") },
    ],
  },
  placeholder("/news", "News"),
  placeholder("/ads", "Ads"),
  placeholder("/ads/manage", "Manage Ads"),
  placeholder("/ads/settings", "Settings"),
  placeholder("/ads/settings/home", "Settings"),
];

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: ShellRoot,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: Loading,
    children: [
      { path: "/", loader: to("/login") },
      ...authRoutes.map(({ path, module }) => ({ path, lazy: lazyModule(module) })),
      ...["/logout", "/company/logout", "/admin/logout"].map((path) => ({
        path,
        lazy: lazyModule("shell-logout"),
      })),
      { path: "/deleted-members", lazy: lazyModule("members-deleted") },
      { lazy: lazyModule("shell-portal"), children: portalRoutes },
      {
        path: "*",
        loader: () => {
          throw data(null, { status: 404, statusText: "Not Found" });
        },
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
