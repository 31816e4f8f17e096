import { type FormErrors, type FormResult, firstError, formLevelKey } from "@haulboard/domain";
import { useState } from "react";

// The state of the one form hook, apart from its validator (`useSchemaForm` gives it from a schema).

/** The one form hook of the screens (README "The screen recipe"). */
export interface SchemaForm<I extends Record<string, unknown>, A> {
  readonly values: I;
  readonly setValue: <K extends keyof I>(field: K, value: I[K]) => void;
  /** The field's first message, once the user tried to submit. */
  readonly errorOf: (field: keyof I & string) => string | undefined;
  /** A message that belongs to the whole form ('Passwords must match' …), once submitted. */
  readonly formError: string | undefined;
  /** Validates with the schema; calls `onValid` with the decoded value when it passes. */
  readonly submit: (onValid: (value: A) => void) => void;
  /** Back to the initial values, or to `next` (a form prefilled once its data arrives), unsubmitted. */
  readonly reset: (next?: I) => void;
  /** The props a text input needs for one string field: value, change, its message and invalid state. */
  readonly textFieldProps: (
    field: StringKeys<I>,
    options?: { readonly isDisabled?: boolean },
  ) => {
    value: string;
    onChange: (value: string) => void;
    errorMessage: string | undefined;
    isInvalid: boolean;
    isDisabled: boolean;
  };
  /** The props a single choice (ui `Select`) needs for one string field: "" is no choice. */
  readonly choiceFieldProps: (
    field: StringKeys<I>,
    options?: { readonly isDisabled?: boolean },
  ) => {
    value: string | null;
    onChange: (value: string | number | null) => void;
    errorMessage: string | undefined;
    isInvalid: boolean;
    isDisabled: boolean;
  };
}

type StringKeys<I> = { [K in keyof I]: I[K] extends string ? K : never }[keyof I] & string;

/** Decodes a form's input: the domain's `formErrors` applied to one schema. */
export type Validate<A> = (input: unknown) => FormResult<A>;

/**
 * Form state validated by `validate`. Errors show after the first submit and then follow every change,
 * so a fixed field clears its message at once.
 */
export function useFormState<I extends Record<string, unknown>, A>(
  validate: Validate<A>,
  initialValues: I,
): SchemaForm<I, A> {
  const [values, setValues] = useState<I>(initialValues);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const result = validate(values);
  const errors: FormErrors = result.ok ? {} : result.errors;
  const shown: FormErrors = isSubmitted ? errors : {};
  const setValue: SchemaForm<I, A>["setValue"] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  return {
    values,
    setValue,
    errorOf: (field) => firstError(shown, field),
    formError: firstError(shown, formLevelKey),
    submit: (onValid) => {
      setIsSubmitted(true);
      if (result.ok) onValid(result.value);
    },
    reset: (next) => {
      setValues(next ?? initialValues);
      setIsSubmitted(false);
    },
    textFieldProps: (field, { isDisabled = false } = {}) => {
      const errorMessage = firstError(shown, field);
      return {
        value: values[field] as string,
        onChange: (value: string) => setValue(field, value as I[typeof field]),
        errorMessage,
        isInvalid: errorMessage !== undefined,
        isDisabled,
      };
    },
    choiceFieldProps: (field, { isDisabled = false } = {}) => {
      const errorMessage = firstError(shown, field);
      const value = values[field] as string;
      return {
        value: value === "" ? null : value,
        onChange: (chosen) => setValue(field, (chosen === null ? "" : String(chosen)) as I[typeof field]),
        errorMessage,
        isInvalid: errorMessage !== undefined,
        isDisabled,
      };
    },
  };
}
