import { useState } from "react";
import { Button } from "react-aria-components/Button";
import { ComboBox as AriaComboBox, useFilter } from "react-aria-components/ComboBox";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Text } from "react-aria-components/Text";
import type { ChoiceOption } from "../CheckboxGroup/CheckboxGroup.tsx";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { checkIcon, chevronDownIcon } from "../Icon/icons.tsx";
import * as selectStyles from "../Select/Select.css.ts";
import { TagGroup } from "../TagGroup/TagGroup.tsx";
import * as styles from "./MultiComboBox.css.ts";

export interface MultiComboBoxProps extends FieldProps {
  /** The choices, filtered as the user types (their label or id, ignoring case and accents). */
  options: readonly ChoiceOption[];
  /** The chosen ids, in the order they were chosen. */
  value: readonly string[];
  /** Called with the new list of chosen ids. */
  onChange: (value: string[]) => void;
  /**
   * The label of the chosen items' list (a tag group: arrow keys move, Delete or the × removes).
   * @default `${label}: chosen`
   */
  chosenLabel?: string;
  /**
   * Shown in the chosen list while nothing is chosen.
   * @default "None chosen"
   */
  noneText?: string;
  /**
   * Example shown in the empty input.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Shown in the list when nothing matches the typed text.
   * @default "No results"
   */
  emptyText?: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A searchable multi-select (React Aria's ComboBox in multiple selection): type to filter, arrow keys move,
 * Enter or a click adds or removes the highlighted option and the list stays open for the next one. The
 * chosen items show under the field as removable tags.
 */
export function MultiComboBox({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  chosenLabel = `${label}: chosen`,
  noneText = "None chosen",
  placeholder,
  emptyText = "No results",
  isDisabled = false,
}: MultiComboBoxProps) {
  const [typed, setTyped] = useState("");
  const { contains } = useFilter({ sensitivity: "base" });
  const shown = options.filter(
    (option) =>
      typed.trim() === "" || contains(option.label, typed.trim()) || contains(option.id, typed.trim()),
  );
  const byId = new Map(options.map((option) => [option.id, option]));
  const chosen = value.flatMap((id) => {
    const option = byId.get(id);
    return option ? [{ id: option.id, label: option.label }] : [];
  });
  return (
    <div className={styles.root}>
      <AriaComboBox
        selectionMode="multiple"
        items={shown}
        value={[...value]}
        onChange={(keys) => {
          // Keep the order of choice: earlier choices first, the new one last.
          const next = keys.map(String);
          onChange([...value.filter((id) => next.includes(id)), ...next.filter((id) => !value.includes(id))]);
          setTyped("");
        }}
        inputValue={typed}
        onInputChange={setTyped}
        menuTrigger="focus"
        allowsEmptyCollection
        isDisabled={isDisabled}
        isInvalid={errorMessage !== undefined}
        className={fieldStyles.field}
      >
        <FieldLabel>{label}</FieldLabel>
        <Group className={fieldStyles.group} role="presentation" isDisabled={isDisabled}>
          <Input className={fieldStyles.groupInput} placeholder={placeholder} />
          <Button className={fieldStyles.groupButton}>
            <Icon icon={chevronDownIcon} size="small" />
          </Button>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <Popover className={selectStyles.popover} offset={4}>
          <ListBox
            className={selectStyles.listBox}
            renderEmptyState={() => <div className={selectStyles.emptyState}>{emptyText}</div>}
          >
            {(option: ChoiceOption) => (
              <ListBoxItem
                id={option.id}
                textValue={option.label}
                isDisabled={option.isDisabled}
                className={selectStyles.option}
              >
                {({ isSelected }) => (
                  <span className={styles.option}>
                    <Text slot="label">{option.label}</Text>
                    {isSelected ? (
                      <span className={styles.check} aria-hidden="true">
                        <Icon icon={checkIcon} size="small" />
                      </span>
                    ) : null}
                  </span>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaComboBox>
      <TagGroup
        label={chosenLabel}
        tags={chosen}
        emptyText={noneText}
        {...(isDisabled
          ? {}
          : { onRemove: (ids: string[]) => onChange(value.filter((id) => !ids.includes(id))) })}
      />
    </div>
  );
}
