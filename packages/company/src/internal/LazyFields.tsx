import type { CheckboxGroupProps, CheckboxProps, ComboBoxProps, SelectProps } from "@haulboard/ui";
import { lazy, Suspense } from "react";
import * as styles from "../styles.css.ts";
import { FieldPlaceholder } from "./FieldPlaceholder.tsx";

const LoadedSelect = lazy(() => import("./lazyFields.ts").then((m) => ({ default: m.Select })));
const LoadedComboBox = lazy(() => import("./lazyFields.ts").then((m) => ({ default: m.ComboBox })));
const LoadedCheckbox = lazy(() => import("./lazyFields.ts").then((m) => ({ default: m.Checkbox })));
const LoadedCheckboxGroup = lazy(() => import("./lazyFields.ts").then((m) => ({ default: m.CheckboxGroup })));

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

/** Holds a check box's place (a box-sized square and its text) while it loads. */
function CheckboxPlaceholder({ children }: { readonly children: React.ReactNode }) {
  return (
    <div className={styles.choicePlaceholder} aria-busy="true">
      <span className={styles.boxPlaceholder} />
      <span className={styles.placeholderLabel}>{children}</span>
    </div>
  );
}

/** The design system's Checkbox, loaded with the list fields (below the first screen of the step). */
export function LazyCheckbox(props: CheckboxProps) {
  return (
    <Suspense fallback={<CheckboxPlaceholder>{props.children as React.ReactNode}</CheckboxPlaceholder>}>
      <LoadedCheckbox {...props} />
    </Suspense>
  );
}

/** The design system's CheckboxGroup, loaded the same way; its options hold their rows meanwhile. */
export function LazyCheckboxGroup(props: CheckboxGroupProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.fieldPlaceholder} aria-busy="true">
          <span className={styles.placeholderLabel}>{props.label}</span>
          {props.options?.map((option) => (
            <CheckboxPlaceholder key={option.id}>{option.label}</CheckboxPlaceholder>
          ))}
        </div>
      }
    >
      <LoadedCheckboxGroup {...props} />
    </Suspense>
  );
}
