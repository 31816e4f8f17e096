import { adminRoutes } from "@haulboard/admin/routes";
import { authRoutes } from "@haulboard/auth/routes";
import { AppErrorBoundary, ErrorPage, ShellRoot } from "@haulboard/shell";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";

/**
 * The route table. Each screen is a route module under ./routes/ exporting `Component`, loaded on demand,
 * so the benchmark can report first-load JavaScript per route and `/login` loads nothing of the portals.
 *
 * Declarative routes on purpose: react-router's data router adds ~17 KB gzip to every page over <Routes>,
 * and /login must stay within 120 KB first-load JavaScript (issue 7, measured by `pnpm bench`). Nothing
 * here needs loaders: redirects are <Navigate>, errors are the shell's error boundary and page.
 */
type Props = Record<string, unknown>;
type RouteModule = () => Promise<{ Component: ComponentType<Props> }>;
const modules = import.meta.glob("./routes/*.tsx") as Record<string, RouteModule>;
const screens = new Map<string, LazyExoticComponent<ComponentType<Props>>>();

/** Renders the route module `name` (./routes/<name>.tsx), loading it on first use. */
function Screen({ name, ...props }: { readonly name: string } & Props) {
  let LazyScreen = screens.get(name);
  if (!LazyScreen) {
    const load = modules[`./routes/${name}.tsx`];
    if (!load) throw new Error(`No route module ./routes/${name}.tsx`);
    LazyScreen = lazy(() => load().then((module) => ({ default: module.Component })));
    screens.set(name, LazyScreen);
  }
  return <LazyScreen {...props} />;
}

const redirect = (path: string, to: string) => (
  <Route key={path} path={path} element={<Navigate to={to} replace />} />
);

/** Screens of later issues: a heading inside the portal layout until their packages mount them. */
const placeholders: readonly [path: string, title: string][] = [
  ["/company/jobs", "Posted Jobs"],
  ["/company/jobs/new", "Create New Job"],
  ["/company/settings", "Settings"],
  ["/admin/channels", "News Channels"],
  ["/news", "News"],
  ["/ads", "Ads"],
  ["/ads/manage", "Manage Ads"],
  ["/ads/settings", "Settings"],
  ["/ads/settings/home", "Settings"],
];

/** A render error shows the error page; moving to another page gives the new page a fresh start. */
function PageBoundary({ children }: { readonly children: React.ReactNode }) {
  const { pathname } = useLocation();
  return <AppErrorBoundary key={pathname}>{children}</AppErrorBoundary>;
}

export function AppRoutes() {
  return (
    <PageBoundary>
      <Routes>
        <Route element={<ShellRoot />}>
          {redirect("/", "/login")}
          {authRoutes.map(({ path, module }) => (
            <Route key={path} path={path} element={<Screen name={module} />} />
          ))}
          {["/logout", "/company/logout", "/admin/logout"].map((path) => (
            <Route key={path} path={path} element={<Screen name="shell-logout" />} />
          ))}
          <Route path="/deleted-members" element={<Screen name="members-deleted" />} />

          {/* The portal areas: behind the guard, inside the header and navigation. */}
          <Route element={<Screen name="shell-portal" />}>
            {redirect("/company", "/company/jobs")}
            {redirect("/admin", "/admin/company-list")}
            {redirect("/members", "/members/home")}
            {adminRoutes.map(({ path, module }) => (
              <Route key={path} path={path} element={<Screen name={module} />} />
            ))}
            <Route path="/members/home" element={<Screen name="members-home" />} />
            <Route path="/members/settings" element={<Screen name="members-settings" />}>
              <Route index element={<Screen name="members-delete-account" />} />
              <Route path="delete-account" element={<Screen name="members-delete-account" />} />
              <Route path="reset-password" element={<Screen name="members-reset-password" />} />
            </Route>
            {placeholders.map(([path, title]) => (
              <Route key={path} path={path} element={<Screen name="shell-placeholder" title={title} />} />
            ))}
          </Route>

          <Route path="*" element={<ErrorPage status={404} statusText="Not Found" />} />
        </Route>
      </Routes>
    </PageBoundary>
  );
}
