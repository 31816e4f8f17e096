import type { RouteModule } from "./routing/LazyRoute.ts";

/**
 * The shell's own route modules, loaded on demand: logout, the placeholder screen and the showcase of the
 * demo routes. The portal frame (`@haulboard/shell/portal-route`) is imported by the app's portal route
 * table, which loads on demand itself.
 */
export const shellRouteModules = {
  logout: (): Promise<RouteModule> => import("./routes/shell-logout.tsx"),
  placeholder: (): Promise<RouteModule> => import("./routes/shell-placeholder.tsx"),
  showcase: (): Promise<RouteModule> => import("./routes/shell-showcase.tsx"),
} as const;
