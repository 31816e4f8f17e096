import { Button } from "react-aria-components/Button";
import { ListBox } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from "react-aria-components/Select";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { chevronDownIcon } from "../Icon/icons.tsx";
import { OptionItem } from "./OptionItem.tsx";
import * as styles from "./Select.css.ts";

export interface SelectProps
  extends FieldProps,
    Omit<AriaSelectProps<ChoiceOption, "single">, "className" | "style" | "children" | "selectionMode"> {
  /** The choices. */
  options: readonly ChoiceOption[];
  /**
   * Text shown while nothing is chosen.
   * @default "Select an option"
   */
  placeholder?: string;
}

/**
 * One choice from a list that opens under a button: React Aria Components' Select. `value` / `onChange`
 * carry the chosen id.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder = "Select an option",
  ...props
}: SelectProps) {
  return (
    <AriaSelect {...props} placeholder={placeholder} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <Icon icon={chevronDownIcon} size="small" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => <OptionItem option={option} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
