import type { ReactNode } from "react";
import { FieldError as AriaFieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import type { ValidationResult } from "react-aria-components/TextField";
import * as styles from "./Field.css.ts";

/** The label, help text and error props shared by every form field. */
export interface FieldProps {
  /** The visible label; it is also the field's accessible name. */
  label: ReactNode;
  /**
   * Help text under the control, linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The error shown when the field is invalid: a text, or a function of the validation result. Without
   * it the browser's or the `validate` function's message is shown.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export type { ValidationResult };

export interface FieldLabelProps {
  /** The label text. */
  children: ReactNode;
  /**
   * Adds a required mark (hidden from assistive technology, which hears "required" from the input).
   * @default false
   */
  isRequired?: boolean;
  /**
   * Render as a `span` (for groups, where the label names a `role="group"` rather than an input).
   * @default "label"
   */
  elementType?: "label" | "span";
}

/** A field label; inside a RAC field it is wired to the control automatically. */
export function FieldLabel({ children, isRequired = false, elementType = "label" }: FieldLabelProps) {
  return (
    <Label className={styles.label} elementType={elementType}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under a control; inside a RAC field it becomes the control's description. */
export function FieldDescription({ children }: { /** The help text. */ children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The error under a control, shown only while the field is invalid. */
export function FieldError({
  children,
}: {
  /** The message, or a function of the validation. */ children?: FieldProps["errorMessage"];
}) {
  return <AriaFieldError className={styles.error}>{children}</AriaFieldError>;
}

/** Description and error under a control: the common tail of every field. */
export function FieldHelp({ description, errorMessage }: Pick<FieldProps, "description" | "errorMessage">) {
  return (
    <>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
