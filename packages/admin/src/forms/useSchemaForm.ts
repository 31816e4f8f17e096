import { type FormErrors, firstError, formErrors, formLevelKey } from "@haulboard/domain";
import type { Schema } from "effect";
import { useState } from "react";

export interface SchemaForm<I extends Record<string, unknown>, A> {
  readonly values: I;
  readonly setValue: <K extends keyof I>(field: K, value: I[K]) => void;
  /** The field's first message, once the user tried to submit. */
  readonly errorOf: (field: keyof I & string) => string | undefined;
  /** A message that belongs to the whole form ('Passwords must match' …), once submitted. */
  readonly formError: string | undefined;
  /** Validates with the schema; calls `onValid` with the decoded value when it passes. */
  readonly submit: (onValid: (value: A) => void) => void;
  readonly reset: () => void;
}

/**
 * Form state validated by a domain Schema (the spec's messages live there). Errors show after the
 * first submit and then follow every change, so a fixed field clears its message at once.
 */
export function useSchemaForm<I extends Record<string, unknown>, A>(
  schema: Schema.Decoder<A>,
  initialValues: I,
): SchemaForm<I, A> {
  const [values, setValues] = useState<I>(initialValues);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const result = formErrors(schema, values);
  const errors: FormErrors = result.ok ? {} : result.errors;
  const shown = isSubmitted ? errors : {};
  return {
    values,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    errorOf: (field) => firstError(shown, field),
    formError: firstError(shown, formLevelKey),
    submit: (onValid) => {
      setIsSubmitted(true);
      if (result.ok) onValid(result.value as A);
    },
    reset: () => {
      setValues(initialValues);
      setIsSubmitted(false);
    },
  };
}
