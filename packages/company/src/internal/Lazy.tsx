import {
  type ConfirmDialogProps,
  type DrawerProps,
  IconButton,
  type MenuProps,
  type SearchFieldProps,
  type SelectProps,
} from "@haulboard/ui";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import * as styles from "../styles.css.ts";

/**
 * The on-demand parts of the job list screens (README "Bundle"), behind one loader module (onDemand.ts):
 * only this chunk carries the preload list of those parts, so a page's own chunk carries none.
 */
export const onDemand = () => import("./onDemand.ts");

const LoadedMenu = lazy(() =>
  onDemand()
    .then((l) => l.loadMenu())
    .then((m) => ({ default: m.Menu })),
);
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

/** Holds a field's place (its label and a control-sized box) while it loads. */
function FieldPlaceholder({ label }: { readonly label: ReactNode }) {
  return (
    <div className={styles.fieldPlaceholder} aria-busy="true">
      <span className={styles.muted}>{label}</span>
      <span className={styles.controlPlaceholder} />
    </div>
  );
}

/** The loaded Menu; a press made on the placeholder before it arrived opens it at once. */
function MenuOpeningIfWanted({ wanted, ...props }: MenuProps & { readonly wanted: boolean }) {
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (wanted) box.current?.querySelector("button")?.click();
  }, [wanted]);
  return (
    <span ref={box} className={styles.contents}>
      <LoadedMenu {...props} />
    </span>
  );
}

/**
 * The design system's Menu, loaded right after the first paint. Until then its place holds the same "more"
 * button with the same name, so nothing moves when the menu arrives, and a press on it is not lost.
 */
export function LazyMenu(props: MenuProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    void onDemand().then((l) => l.loadMenu());
  }, []);
  return (
    <Suspense
      fallback={
        <span className={styles.contents}>
          {props.trigger ?? <IconButton icon="more" label={props.label} onPress={() => setWanted(true)} />}
        </span>
      }
    >
      <MenuOpeningIfWanted {...props} wanted={wanted} />
    </Suspense>
  );
}

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
