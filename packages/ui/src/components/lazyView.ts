import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from "react";

/**
 * A view loaded on demand (an overlay's open state: Modal, Drawer, Popover, Menu; a modal's form), so the
 * pages that may show it do not carry its code. `View()` answers the loaded
 * component once its code is in (rendered at once, without a Suspense pass), else a lazy one that
 * suspends while it loads; `preload()` loads it ahead, e.g. when a trigger is hovered or the page is idle.
 */
export function lazyView<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy: LazyExoticComponent<ComponentType<Props>> = lazy(preload);
  const View = (): ComponentType<Props> => loaded ?? Lazy;
  return {
    View,
    loaded: (): ComponentType<Props> | undefined => loaded,
    preload,
    /**
     * In a component: asks for the code once the component is on screen (`when` false: not yet), so that
     * opening it later renders at once; answers `View()`. A failed load is left to the render that needs
     * the view (the lazy view suspends and asks again).
     */
    useView: (when = true): ComponentType<Props> => {
      useEffect(() => {
        if (when && !loaded) preload().catch(() => undefined);
      }, [when]);
      return View();
    },
  };
}
