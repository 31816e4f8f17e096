import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A view loaded on demand (an overlay's open state: Modal, Drawer, Popover, Menu), so the pages that may
 * show it do not carry its code. `View()` answers the loaded component once its code is in (rendered at
 * once, without a Suspense pass), else a lazy one that suspends while it loads; `preload()` loads it
 * ahead, e.g. when a trigger is hovered or the page is idle.
 */
export function lazyView<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy: LazyExoticComponent<ComponentType<Props>> = lazy(preload);
  return {
    View: (): ComponentType<Props> => loaded ?? Lazy,
    loaded: (): ComponentType<Props> | undefined => loaded,
    preload,
  };
}
