import { ListBoxItem } from "react-aria-components/ListBox";
import { Text } from "react-aria-components/Text";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import * as styles from "./Select.css.ts";

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
