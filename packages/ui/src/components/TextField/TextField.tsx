import { Input } from "react-aria-components/Input";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components/TextField";
import * as styles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import { useTypedBeforeTakeover } from "../Field/useTypedBeforeTakeover.ts";

export const textFieldTypes = ["text", "email", "url", "tel", "search", "password"] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends FieldProps,
    Omit<AriaTextFieldProps, "className" | "style" | "children" | "type"> {
  /**
   * Example text shown while the field is empty. Never a substitute for the label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The input type.
   * @default "text"
   */
  type?: TextFieldType;
}

/** A single-line text input with a label, optional help text and an error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isRequired,
  ...props
}: TextFieldProps) {
  const inputRef = useTypedBeforeTakeover(props.value, props.onChange);
  return (
    <AriaTextField {...props} isRequired={isRequired} className={styles.field}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} className={styles.control} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
