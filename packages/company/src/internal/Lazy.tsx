import type { ConfirmDialogProps, DrawerProps, SearchFieldProps, SelectProps } from "@haulboard/ui";
import { lazy, Suspense } from "react";
import { FieldPlaceholder } from "./FieldPlaceholder.tsx";

/**
 * The design system's parts loaded on demand (README "Bundle"), behind their own loader module
 * (designSystemParts.ts): only that chunk carries their preload lists, so a page's own chunk carries none.
 * The screens' own on-demand parts load through loadOnDemand.ts; those parts use the wrappers here, so a
 * loader module shared by both would close an import circle.
 */
const designSystemParts = () => import("./designSystemParts.ts");

const LoadedConfirmDialog = lazy(() =>
  designSystemParts()
    .then((l) => l.loadDialogs())
    .then((m) => ({ default: m.ConfirmDialog })),
);
const LoadedDrawer = lazy(() =>
  designSystemParts()
    .then((l) => l.loadDialogs())
    .then((m) => ({ default: m.Drawer })),
);
const LoadedSearchField = lazy(() =>
  designSystemParts()
    .then((l) => l.loadFields())
    .then((m) => ({ default: m.SearchField })),
);
const LoadedSelect = lazy(() =>
  designSystemParts()
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
