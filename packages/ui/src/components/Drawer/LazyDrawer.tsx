import { lazy, type ReactNode, Suspense } from "react";
import type { DrawerProps } from "./Drawer.tsx";

// Like `Modal`: the drawer's overlay and dialog code loads with the first drawer opened, not with every route
// that may open one. Closed, a drawer renders nothing (it has no exit animation).
let loadedView: ((props: DrawerProps) => ReactNode) | undefined;
const loadView = () =>
  import("./Drawer.tsx").then((module) => {
    loadedView = module.Drawer;
    return { default: module.Drawer };
  });
const LazyDrawerView = lazy(loadView);
/** Loads the drawer's code ahead of its first opening. */
export const preloadDrawer = () => loadView();

/** A panel sliding in from the side of the screen (see `Drawer.tsx`), loaded on its first opening. */
export function Drawer(props: DrawerProps) {
  if (!props.isOpen) return null;
  const DrawerView = loadedView ?? LazyDrawerView;
  return (
    <Suspense fallback={null}>
      <DrawerView {...props} />
    </Suspense>
  );
}
