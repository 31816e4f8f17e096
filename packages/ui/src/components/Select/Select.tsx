import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from "react-aria-components/Select";
import { Text } from "react-aria-components/Text";
import { PressableButton as Button } from "../Button/PressableButton.tsx";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { chevronDownIcon } from "../Icon/icons.tsx";
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

/** One choice from a list that opens under a button. `value` / `onChange` carry the chosen id. */
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

/** An option row of a Select or ComboBox list. */
export function OptionItem({ option }: { option: ChoiceOption }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.isDisabled}
      className={styles.option}
    >
      <Text slot="label">{option.label}</Text>
      {option.description ? (
        <Text slot="description" className={styles.optionDescription}>
          {option.description}
        </Text>
      ) : null}
    </ListBoxItem>
  );
}
