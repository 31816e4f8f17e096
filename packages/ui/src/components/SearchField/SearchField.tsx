import { Button } from "react-aria-components/Button";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from "react-aria-components/SearchField";
import { visuallyHidden } from "../../theme/visuallyHidden.css.ts";
import * as styles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { closeIcon, searchIcon } from "../Icon/icons.tsx";

export interface SearchFieldProps
  extends FieldProps,
    Omit<AriaSearchFieldProps, "className" | "style" | "children"> {
  /**
   * Keeps the label for assistive technology but hides it on screen (a search box in a toolbar).
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * Example shown while empty.
   * @default "Search"
   */
  placeholder?: string;
  /**
   * The clear button's accessible name.
   * @default "Clear search"
   */
  clearLabel?: string;
}

/** A search box: Enter submits (`onSubmit`), Escape or the clear button empties it (`onClear`). */
export function SearchField({
  label,
  description,
  errorMessage,
  isLabelHidden = false,
  placeholder = "Search",
  clearLabel = "Clear search",
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={styles.field}>
      {({ isEmpty }) => (
        <>
          {isLabelHidden ? (
            <span className={visuallyHidden}>
              <FieldLabel>{label}</FieldLabel>
            </span>
          ) : (
            <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          )}
          <Group className={styles.group} role="presentation" isDisabled={props.isDisabled}>
            <span className={styles.adornment}>
              <Icon icon={searchIcon} size="small" />
            </span>
            <Input className={styles.groupInput} placeholder={placeholder} />
            {isEmpty ? null : (
              <Button className={styles.groupButton} aria-label={clearLabel}>
                <Icon icon={closeIcon} size="small" />
              </Button>
            )}
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaSearchField>
  );
}
