import type { RouteModule } from "./routing/LazyRoute.ts";

/**
 * The shell's own route modules, loaded on demand: the portal layout, logout, the placeholder screen and
 * the showcase of the demo routes.
 */
export const shellRouteModules = {
  portal: (): Promise<RouteModule> => import("./routes/shell-portal.tsx"),
  logout: (): Promise<RouteModule> => import("./routes/shell-logout.tsx"),
  placeholder: (): Promise<RouteModule> => import("./routes/shell-placeholder.tsx"),
  showcase: (): Promise<RouteModule> => import("./routes/shell-showcase.tsx"),
} as const;
