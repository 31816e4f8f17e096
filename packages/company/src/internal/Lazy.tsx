import type { ConfirmDialogProps, DrawerProps, SearchFieldProps, SelectProps } from "@haulboard/ui";
import { lazy, Suspense } from "react";
import { FieldPlaceholder } from "./FieldPlaceholder.tsx";

/**
 * The on-demand parts of the job list screens (README "Bundle"), behind one loader module (onDemand.ts):
 * only this chunk carries the preload list of those parts, so a page's own chunk carries none.
 */
export const onDemand = () => import("./onDemand.ts");

const LoadedConfirmDialog = lazy(() =>
  onDemand()
    .then((l) => l.loadDialogs())
    .then((m) => ({ default: m.ConfirmDialog })),
);
const LoadedDrawer = lazy(() =>
  onDemand()
    .then((l) => l.loadDialogs())
    .then((m) => ({ default: m.Drawer })),
);
const LoadedSearchField = lazy(() =>
  onDemand()
    .then((l) => l.loadFields())
    .then((m) => ({ default: m.SearchField })),
);
const LoadedSelect = lazy(() =>
  onDemand()
    .then((l) => l.loadFields())
    .then((m) => ({ default: m.Select })),
);

/** The design system's ConfirmDialog, loaded on its first opening. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedConfirmDialog {...props} />
    </Suspense>
  );
}

/** The design system's Drawer, loaded on its first opening. */
export function LazyDrawer(props: DrawerProps) {
  return (
    <Suspense fallback={null}>
      <LoadedDrawer {...props} />
    </Suspense>
  );
}

/** The design system's SearchField, loaded right after the first paint. */
export function LazySearchField(props: SearchFieldProps) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} />}>
      <LoadedSearchField {...props} />
    </Suspense>
  );
}

/** The design system's Select, loaded right after the first paint. */
export function LazySelect(props: SelectProps) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} />}>
      <LoadedSelect {...props} />
    </Suspense>
  );
}
