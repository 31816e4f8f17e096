import type { FormEvent, ReactNode } from "react";
import { Form as AriaForm, type FormProps as AriaFormProps } from "react-aria-components/Form";
import { Inline, type InlineAlignment } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";

export interface FormProps extends Omit<AriaFormProps, "className" | "style" | "children" | "onSubmit"> {
  /** The fields and actions, stacked with even spacing. */
  children: ReactNode;
  /**
   * Called on submit with the named field values (the browser's own submit is prevented). Not called
   * while a field fails native validation.
   * @default undefined
   */
  onSubmit?: (values: Record<string, string>, event: FormEvent<HTMLFormElement>) => void;
  /**
   * Server-side errors by field name (`{ email: "Needs to be a valid email" }`); each shows under its
   * field and clears when the field changes.
   * @default undefined
   */
  validationErrors?: Record<string, string | string[]>;
  /**
   * "aria" marks fields invalid without blocking submit (screens show errors after submit);
   * "native" also blocks submission while a field is invalid.
   * @default "native"
   */
  validationBehavior?: "aria" | "native";
}

/** Reads a form's named text values (a file input or repeated name keeps only the last text). */
export const readFormValues = (form: HTMLFormElement): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
};

/**
 * A form that lays out its fields in a column, shows server errors per field, and hands `onSubmit`
 * the values by name. On submit, focus moves to the first invalid field.
 */
export function Form({ children, onSubmit, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(readFormValues(event.currentTarget), event);
      }}
    >
      <Stack space="lg">{children}</Stack>
    </AriaForm>
  );
}

export interface FormActionsProps {
  /** The buttons: the primary action last. */
  children: ReactNode;
  /**
   * Where the buttons sit.
   * @default "end"
   */
  align?: InlineAlignment;
}

/** The row of buttons at the foot of a form. */
export function FormActions({ children, align = "end" }: FormActionsProps) {
  return (
    <Inline space="sm" align={align}>
      {children}
    </Inline>
  );
}
