import type { ReactNode } from "react";
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from "react-aria-components/CheckboxGroup";
import { Checkbox } from "../Checkbox/Checkbox.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import * as styles from "./CheckboxGroup.css.ts";

/** One choice of a CheckboxGroup, RadioGroup, Select or ComboBox. */
export interface ChoiceOption {
  /** The value submitted and reported in `onChange`. */
  id: string;
  /** The visible text. */
  label: string;
  /** A muted second line. */
  description?: string;
  /** Shown but not choosable. */
  isDisabled?: boolean;
}

export const choiceOrientations = ["vertical", "horizontal"] as const;
export type ChoiceOrientation = (typeof choiceOrientations)[number];

export interface CheckboxGroupProps
  extends FieldProps,
    Omit<AriaCheckboxGroupProps, "className" | "style" | "children"> {
  /**
   * The choices; or pass `<Checkbox value="…">` children instead.
   * @default undefined
   */
  options?: readonly ChoiceOption[];
  /** Custom `Checkbox` children, used when `options` is not given. @default undefined */
  children?: ReactNode;
  /**
   * Stack the boxes or lay them in a row.
   * @default "vertical"
   */
  orientation?: ChoiceOrientation;
}

/** A labelled set of checkboxes whose value is the list of checked ids. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  options,
  children,
  orientation = "vertical",
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldStyles.field} data-orientation={orientation}>
      <FieldLabel elementType="span" isRequired={props.isRequired}>
        {label}
      </FieldLabel>
      <div className={styles.options}>
        {options
          ? options.map((option) => (
              <Checkbox
                key={option.id}
                value={option.id}
                description={option.description}
                isDisabled={option.isDisabled}
              >
                {option.label}
              </Checkbox>
            ))
          : children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
