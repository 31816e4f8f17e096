import { Button } from "react-aria-components/Button";
import { ListBox } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { Select as AriaSelect, SelectValue } from "react-aria-components/Select";
import * as fieldStyles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { chevronDownIcon } from "../Icon/icons.tsx";
import { OptionItem } from "./OptionItem.tsx";
import * as styles from "./Select.css.ts";
import type { SelectProps } from "./Select.tsx";

/**
 * The Select itself, React Aria's (its collection, selection and popover code, about 45 KB gzip): loaded
 * by `Select.tsx` after the page's first render, which shows its stand-in meanwhile (and gives the
 * placeholder's default).
 */
export default function SelectView({
  label,
  description,
  errorMessage,
  options,
  placeholder,
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
