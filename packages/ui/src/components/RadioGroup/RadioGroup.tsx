import type { ReactNode } from "react";
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from "react-aria-components/RadioGroup";
import * as choiceStyles from "../Checkbox/Checkbox.css.ts";
import * as groupStyles from "../CheckboxGroup/CheckboxGroup.css.ts";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import * as styles from "./RadioGroup.css.ts";

export interface RadioProps extends Omit<AriaRadioProps, "className" | "style" | "children"> {
  /** The label. */
  children: ReactNode;
  /** A muted second line. @default undefined */
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={choiceStyles.choice}>
      <span className={styles.circle} aria-hidden="true" />
      <span>
        {children}
        {description ? <span className={choiceStyles.description}>{description}</span> : null}
      </span>
    </AriaRadio>
  );
}

export interface RadioGroupProps
  extends FieldProps,
    Omit<AriaRadioGroupProps, "className" | "style" | "children"> {
  /**
   * The options; or pass `<Radio value="…">` children instead.
   * @default undefined
   */
  options?: readonly ChoiceOption[];
  /** Custom `Radio` children, used when `options` is not given. @default undefined */
  children?: ReactNode;
}

/** A labelled set of mutually exclusive options; arrow keys move and select within it. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={fieldStyles.field}>
      <FieldLabel elementType="span" isRequired={props.isRequired}>
        {label}
      </FieldLabel>
      <div className={groupStyles.options}>
        {options
          ? options.map((option) => (
              <Radio
                key={option.id}
                value={option.id}
                description={option.description}
                isDisabled={option.isDisabled}
              >
                {option.label}
              </Radio>
            ))
          : children}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
