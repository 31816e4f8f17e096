import { mediaQuery } from "@haulboard/ui";
import { useSyncExternalStore } from "react";

const query = (): MediaQueryList | undefined => globalThis.matchMedia?.(mediaQuery.compact);

const subscribe = (listener: () => void) => {
  const list = query();
  list?.addEventListener("change", listener);
  return () => list?.removeEventListener("change", listener);
};

/** Whether the window is at most the tablet width now (false without a window). */
export const isCompactWindow = (): boolean => query()?.matches ?? false;

let prerenderedAsCompact = false;
/** The layout a page is prerendered in (apps/web prerender: a portal page's shell, in either layout). */
export const setPrerenderedLayout = (isCompact: boolean): void => {
  prerenderedAsCompact = isCompact;
};

/**
 * True up to and including the tablet width (768 px): the header's tools collapse into its menu and the
 * navigation becomes a drawer opened from the header.
 */
export const useCompactLayout = (): boolean =>
  useSyncExternalStore(subscribe, isCompactWindow, () => prerenderedAsCompact);
