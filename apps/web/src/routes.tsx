import { authRoutes } from "@haulboard/auth/routes";
import { demoRoutes } from "@haulboard/domain";
import { membersDeletedRoute } from "@haulboard/members/public-routes";
import { AppErrorBoundary, type RouteModule, ShellRoot } from "@haulboard/shell";
import { shellRouteModules } from "@haulboard/shell/routes";
import { Route, Routes, useLocation } from "react-router";
import { redirect, routeOf, Screen } from "./routing.tsx";

/**
 * The route table: it composes the feature packages' lazy route objects (`LazyRoute`: a path and a static
 * `import()` of the feature's route module, so a wrong module fails `tsc -b`). Each screen loads on demand,
 * so the benchmark can report first-load JavaScript per route and `/login` loads nothing of the portals.
 * The public pages are listed here; every other path goes to the portal areas' own table
 * (`routes/portal.tsx`, loaded with the portal frame), which also answers 'Not Found'.
 *
 * Declarative routes on purpose: react-router's data router adds ~17 KB gzip to every page over <Routes>,
 * and /login must stay within 120 KB first-load JavaScript (issue 7, measured by `pnpm bench`). Nothing
 * here needs loaders: redirects are <Navigate>, errors are the shell's error boundary and page.
 */
const portalRoutes = (): Promise<RouteModule> => import("./routes/portal.tsx");

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

          {/* The portal areas and 'Not Found': their own table, loaded with the portal frame. */}
          <Route path="*" element={<Screen load={portalRoutes} />} />
        </Route>
      </Routes>
    </PageBoundary>
  );
}
