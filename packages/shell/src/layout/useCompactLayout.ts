import { mediaQuery } from "@haulboard/ui";
import { useSyncExternalStore } from "react";

const query = (): MediaQueryList | undefined => globalThis.matchMedia?.(mediaQuery.compact);

const subscribe = (listener: () => void) => {
  const list = query();
  list?.addEventListener("change", listener);
  return () => list?.removeEventListener("change", listener);
};

/**
 * True up to and including the tablet width (768 px): the header's tools collapse into its menu and the
 * navigation becomes a drawer opened from the header.
 */
export const useCompactLayout = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
