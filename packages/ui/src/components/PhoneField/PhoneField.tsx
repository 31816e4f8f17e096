import { formatUsPhone, isCompleteUsPhone } from "@haulboard/domain";
import { useState } from "react";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components/TextField";
import * as styles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { flagUsIcon } from "../Icon/icons.tsx";

export interface PhoneFieldProps
  extends FieldProps,
    Omit<AriaTextFieldProps, "className" | "style" | "children" | "type" | "maxLength" | "inputMode"> {
  /**
   * Example shown while empty.
   * @default "(123)456-7890"
   */
  placeholder?: string;
}

/**
 * A US phone number input with the US flag. Typed digits become "(123)456-7890" (13 characters); a
 * pasted "1 555 …" drops the leading country code (the formatting is `formatUsPhone` from the domain).
 * `onChange` receives the formatted text.
 */
export function PhoneField({
  label,
  description,
  errorMessage,
  isRequired,
  placeholder = "(123)456-7890",
  value,
  defaultValue,
  onChange,
  ...props
}: PhoneFieldProps) {
  const [innerValue, setInnerValue] = useState(() => formatUsPhone(defaultValue ?? ""));
  const shown = value === undefined ? innerValue : formatUsPhone(value);
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      type="tel"
      inputMode="tel"
      autoComplete={props.autoComplete ?? "tel-national"}
      value={shown}
      onChange={(typed) => {
        // Extra digits typed at the end of a complete number are ignored; without this guard an 11th
        // digit after a number starting with 1 would look like a pasted country code and shift the rest.
        if (isCompleteUsPhone(shown) && typed.startsWith(shown)) return;
        const formatted = formatUsPhone(typed);
        setInnerValue(formatted);
        onChange?.(formatted);
      }}
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={styles.group} role="presentation" isDisabled={props.isDisabled}>
        <span className={styles.adornment}>
          <Icon icon={flagUsIcon} label="United States" />
        </span>
        <Input className={styles.groupInput} placeholder={placeholder} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
