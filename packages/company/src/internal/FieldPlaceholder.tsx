import type { ReactNode } from "react";
import * as styles from "../styles.css.ts";

/**
 * Holds a field's place while it loads: its label and a control-sized box, the size of the loaded field
 * (a design-system field with a one-line control), so nothing moves when it arrives.
 */
export function FieldPlaceholder({ label }: { readonly label: ReactNode }) {
  return (
    <div className={styles.fieldPlaceholder} aria-busy="true">
      <span className={styles.placeholderLabel}>{label}</span>
      <span className={styles.controlPlaceholder} />
    </div>
  );
}
