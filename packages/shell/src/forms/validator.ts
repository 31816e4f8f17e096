import { formErrors } from "@haulboard/domain";
import type { Schema } from "effect";
import type { Validate } from "./formState.ts";

/** A schema's validator, in a module of its own: `useLazySchemaForm` loads it with the schema. */
export const validatorOf =
  <A>(schema: Schema.Decoder<A>): Validate<A> =>
  (input) =>
    formErrors(schema, input);
