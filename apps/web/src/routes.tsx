import { adminRoutes } from "@haulboard/admin/routes";
import { adsRoutes } from "@haulboard/ads/routes";
import { authRoutes } from "@haulboard/auth/routes";
import { companyAdminRoutes, companyRoutes } from "@haulboard/company/routes";
import { demoRoutes } from "@haulboard/domain";
import { membersDeletedRoute, membersRoutes } from "@haulboard/members/routes";
// News (issue 20)
import { newsReaderRoutes, newsRoutes } from "@haulboard/news/routes";
import { AppErrorBoundary, ErrorPage, type LazyRoute, type RouteModule, ShellRoot } from "@haulboard/shell";
import { shellRouteModules } from "@haulboard/shell/routes";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";

/**
 * The route table: it composes the feature packages' lazy route objects (`LazyRoute`: a path and a static
 * `import()` of the feature's route module, so a wrong module fails `tsc -b`). Each screen loads on demand,
 * so the benchmark can report first-load JavaScript per route and `/login` loads nothing of the portals.
 *
 * Declarative routes on purpose: react-router's data router adds ~17 KB gzip to every page over <Routes>,
 * and /login must stay within 120 KB first-load JavaScript (issue 7, measured by `pnpm bench`). Nothing
 * here needs loaders: redirects are <Navigate>, errors are the shell's error boundary and page.
 */
type Props = Record<string, unknown>;
type Load = () => Promise<RouteModule>;
const screens = new Map<Load, LazyExoticComponent<ComponentType<Props>>>();

/** Renders a route module, loading it on first use. */
function Screen({ load, ...props }: { readonly load: Load } & Props) {
  let LazyScreen = screens.get(load);
  if (!LazyScreen) {
    LazyScreen = lazy(() => load().then((module) => ({ default: module.Component })));
    screens.set(load, LazyScreen);
  }
  return <LazyScreen {...props} />;
}

/** A feature's lazy route (and its children) as react-router routes. */
const routeOf = (route: LazyRoute) =>
  route.index ? (
    <Route key="index" index element={<Screen load={route.load} />} />
  ) : (
    <Route key={route.path} path={route.path} element={<Screen load={route.load} />}>
      {route.children?.map(routeOf)}
    </Route>
  );

const redirect = (path: string, to: string) => (
  <Route key={path} path={path} element={<Navigate to={to} replace />} />
);

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
          {authRoutes.map(routeOf)}
          {["/logout", "/company/logout", "/admin/logout"].map((path) => (
            <Route key={path} path={path} element={<Screen load={shellRouteModules.logout} />} />
          ))}
          {routeOf(membersDeletedRoute)}
          {demoRoutes.map((path) => (
            <Route key={path} path={path} element={<Screen load={shellRouteModules.showcase} />} />
          ))}

          {/* The portal areas: behind the guard, inside the header and navigation. */}
          <Route element={<Screen load={shellRouteModules.portal} />}>
            {redirect("/company", "/company/jobs")}
            {redirect("/admin", "/admin/company-list")}
            {redirect("/members", "/members/home")}
            {adminRoutes.map(routeOf)}
            {membersRoutes.map(routeOf)}
            {companyRoutes.map(routeOf)}
            {/* The admin's job editing (issue 17, jobedit): the company package's edit screens. */}
            {companyAdminRoutes.map(routeOf)}
            {/* News (issue 20) */}
            {newsRoutes.map(routeOf)}
            {newsReaderRoutes.map(routeOf)}
            {/* Ads (issue 21) */}
            {adsRoutes.map(routeOf)}
          </Route>

          <Route path="*" element={<ErrorPage status={404} statusText="Not Found" />} />
        </Route>
      </Routes>
    </PageBoundary>
  );
}
