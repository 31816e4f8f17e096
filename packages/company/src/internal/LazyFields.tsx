import type { ComboBoxProps, SelectProps } from "@haulboard/ui";
import { lazy, Suspense } from "react";
import * as styles from "../styles.css.ts";

const LoadedSelect = lazy(() => import("./lazyFields.ts").then((m) => ({ default: m.Select })));
const LoadedComboBox = lazy(() => import("./lazyFields.ts").then((m) => ({ default: m.ComboBox })));

/** Holds the field's place (its label and a control-sized box) while the list field loads. */
function FieldPlaceholder({ label }: { readonly label: React.ReactNode }) {
  return (
    <div className={styles.fieldPlaceholder} aria-busy="true">
      <span className={styles.muted}>{label}</span>
      <span className={styles.controlPlaceholder} />
    </div>
  );
}

/** The design system's Select, loaded right after the step's first paint (see README "Bundle"). */
export function LazySelect(props: SelectProps) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} />}>
      <LoadedSelect {...props} />
    </Suspense>
  );
}

/** The design system's ComboBox, loaded the same way. */
export function LazyComboBox(props: ComboBoxProps) {
  return (
    <Suspense fallback={<FieldPlaceholder label={props.label} />}>
      <LoadedComboBox {...props} />
    </Suspense>
  );
}
