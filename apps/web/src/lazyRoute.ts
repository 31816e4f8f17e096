import { type ComponentType, lazy } from "react";

/** A route module exports its screen as `Component`; this loads it on first render. */
export const lazyRoute = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));
