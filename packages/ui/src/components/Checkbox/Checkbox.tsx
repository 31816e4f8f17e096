import type { ReactNode } from "react";
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from "react-aria-components/Checkbox";
import { Icon } from "../Icon/Icon.tsx";
import { checkIcon, minusIcon } from "../Icon/icons.tsx";
import * as styles from "./Checkbox.css.ts";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "className" | "style" | "children"> {
  /** The label, clickable with the box. */
  children: ReactNode;
  /**
   * A second, muted line under the label (read as part of the label).
   * @default undefined
   */
  description?: ReactNode;
}

/**
 * A checkbox with its label. Inside a `CheckboxGroup` give it a `value`. Space toggles it;
 * `isIndeterminate` shows a dash for "some selected".
 */
export function Checkbox({ children, description, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.choice}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
          <span>
            {children}
            {description ? <span className={styles.description}>{description}</span> : null}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}

/** The drawn box of a checkbox (a tick, a dash or empty); the grid's selection checkboxes use it too. */
export function CheckboxBox({
  isSelected,
  isIndeterminate,
}: {
  isSelected: boolean;
  isIndeterminate: boolean;
}) {
  return (
    <span className={styles.box} aria-hidden="true">
      {isIndeterminate ? (
        <Icon icon={minusIcon} size="small" />
      ) : isSelected ? (
        <Icon icon={checkIcon} size="small" />
      ) : null}
    </span>
  );
}
