import { Suspense } from "react";
import { lazyView } from "../lazyView.ts";
import type { DrawerProps } from "./Drawer.tsx";

// Like `Modal`: the drawer's overlay and dialog code loads with the first drawer opened, not with every route
// that may open one. Closed, a drawer renders nothing (it has no exit animation).
const drawerView = lazyView<DrawerProps>(() =>
  import("./Drawer.tsx").then((module) => ({ default: module.Drawer })),
);
/** Loads the drawer's code ahead of its first opening. */
export const preloadDrawer = () => drawerView.preload();

/** A panel sliding in from the side of the screen (see `Drawer.tsx`), loaded on its first opening. */
export function Drawer(props: DrawerProps) {
  if (!props.isOpen) return null;
  const DrawerView = drawerView.View();
  return (
    <Suspense fallback={null}>
      <DrawerView {...props} />
    </Suspense>
  );
}
