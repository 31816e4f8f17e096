import { formErrors } from "@haulboard/domain";
import type { Schema } from "effect";
import { type SchemaForm, useFormState } from "./formState.ts";

export type { SchemaForm } from "./formState.ts";

/**
 * The one form hook of the screens (README "The screen recipe"): form state validated by a domain Schema
 * (the spec's messages live there). Errors show after the first submit and then follow every change, so a
 * fixed field clears its message at once.
 */
export function useSchemaForm<I extends Record<string, unknown>, A>(
  schema: Schema.Decoder<A>,
  initialValues: I,
): SchemaForm<I, A> {
  return useFormState<I, A>((input) => formErrors(schema, input), initialValues);
}
