import { useState } from "react";
import { TextArea as AriaTextArea } from "react-aria-components/TextArea";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from "react-aria-components/TextField";
import { visuallyHidden } from "../../theme/visuallyHidden.css.ts";
import * as styles from "../Field/Field.css.ts";
import { FieldHelp, FieldLabel, type FieldProps } from "../Field/Field.tsx";
import * as own from "./TextArea.css.ts";

export interface TextAreaProps
  extends FieldProps,
    Omit<AriaTextFieldProps, "className" | "style" | "children" | "type"> {
  /**
   * The hard limit: typing and pasting stop there, and a counter "12/250" shows under the field.
   * @default undefined
   */
  maxLength?: number;
  /**
   * Visible rows before the box grows a scroll bar.
   * @default 4
   */
  rows?: number;
  /**
   * Example text shown while empty.
   * @default undefined
   */
  placeholder?: string;
}

/**
 * Multi-line text with a character counter and a hard limit. When few characters remain, the
 * count left is announced politely to screen readers.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  isRequired,
  maxLength,
  rows = 4,
  placeholder,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const [innerValue, setInnerValue] = useState(defaultValue ?? "");
  const current = value ?? innerValue;
  const left = maxLength === undefined ? undefined : maxLength - current.length;
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      maxLength={maxLength}
      value={current}
      onChange={(typed) => {
        const limited = maxLength === undefined ? typed : typed.slice(0, maxLength);
        setInnerValue(limited);
        onChange?.(limited);
      }}
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea className={`${styles.control} ${own.textArea}`} rows={rows} placeholder={placeholder} />
      <div className={styles.footer}>
        {description ? <FieldHelp description={description} /> : null}
        {maxLength === undefined || left === undefined ? null : (
          <span className={`${styles.counter} ${left === 0 ? styles.counterFull : ""}`}>
            <span aria-hidden="true">{`${current.length}/${maxLength}`}</span>
            <span className={visuallyHidden} aria-live="polite">
              {left <= Math.max(10, Math.floor(maxLength / 10)) ? `${left} characters left` : ""}
            </span>
          </span>
        )}
      </div>
      <FieldHelp errorMessage={errorMessage} />
    </AriaTextField>
  );
}
