import type { LazyRoute, RouteModule } from "@haulboard/shell";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Navigate, Route } from "react-router";

// The pieces both route tables are written with (routes.tsx, routes/portal.tsx).

type Props = Record<string, unknown>;
type Load = () => Promise<RouteModule>;
const screens = new Map<Load, LazyExoticComponent<ComponentType<Props>>>();

/** Renders a route module, loading it on first use. */
export function Screen({ load, ...props }: { readonly load: Load } & Props) {
  let LazyScreen = screens.get(load);
  if (!LazyScreen) {
    LazyScreen = lazy(() => load().then((module) => ({ default: module.Component })));
    screens.set(load, LazyScreen);
  }
  return <LazyScreen {...props} />;
}

/** A feature's lazy route (and its children) as react-router routes. */
export const routeOf = (route: LazyRoute) =>
  route.index ? (
    <Route key="index" index element={<Screen load={route.load} />} />
  ) : (
    <Route key={route.path} path={route.path} element={<Screen load={route.load} />}>
      {route.children?.map(routeOf)}
    </Route>
  );

export const redirect = (path: string, to: string) => (
  <Route key={path} path={path} element={<Navigate to={to} replace />} />
);
