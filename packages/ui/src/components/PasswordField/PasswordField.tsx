import { useState } from "react";
import { Button } from "react-aria-components/Button";
import { Group } from "react-aria-components/Group";
import { Input } from "react-aria-components/Input";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components/TextField";
import * as styles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { useTypedBeforeTakeover } from "../Field/useTypedBeforeTakeover.ts";
import { Icon } from "../Icon/Icon.tsx";
import { eyeIcon, eyeOffIcon } from "../Icon/icons.tsx";

export interface PasswordFieldProps
  extends FieldProps,
    Omit<AriaTextFieldProps, "className" | "style" | "children" | "type"> {
  /**
   * The browser's autofill hint: `current-password` on login, `new-password` on sign-up and reset.
   * @default "current-password"
   */
  autoComplete?: "current-password" | "new-password";
  /**
   * The toggle's accessible name while the password is hidden.
   * @default "Show password"
   */
  showLabel?: string;
  /**
   * The toggle's accessible name while the password is shown.
   * @default "Hide password"
   */
  hideLabel?: string;
}

/** A password input with a show/hide toggle. The toggle keeps focus and reports its state with `aria-pressed`. */
export function PasswordField({
  label,
  description,
  errorMessage,
  isRequired,
  autoComplete = "current-password",
  showLabel = "Show password",
  hideLabel = "Hide password",
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const inputRef = useTypedBeforeTakeover(props.value, props.onChange);
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      autoComplete={autoComplete}
      type={isVisible ? "text" : "password"}
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={styles.group} role="presentation" isDisabled={props.isDisabled}>
        <Input ref={inputRef} className={styles.groupInput} />
        <Button
          className={styles.groupButton}
          aria-label={isVisible ? hideLabel : showLabel}
          aria-pressed={isVisible}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
        >
          <Icon icon={isVisible ? eyeOffIcon : eyeIcon} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
