import type { ComponentType } from "react";

/** What a route module exports: its screen as `Component` (props are the app's, e.g. a placeholder's title). */
export interface RouteModule {
  // biome-ignore lint/suspicious/noExplicitAny: a route module's screen takes whatever props its route passes
  readonly Component: ComponentType<any>;
}

/**
 * A feature's route, loaded on demand: the app composes these (apps/web/src/routes.tsx). `load` is a static
 * `import()` of the feature's own route module (`src/routes/<name>.tsx`), so a wrong path fails `tsc -b`,
 * and each module is its own chunk (the bundle bench reports first-load JS per `<name>`).
 */
export interface LazyRoute {
  /** The URL path; for a child route, relative to its parent. Absent on an index route. */
  readonly path?: string;
  /** The index route of its parent. @default false */
  readonly index?: boolean;
  readonly load: () => Promise<RouteModule>;
  readonly children?: readonly LazyRoute[];
}
