import { Schema, type SchemaAST } from "effect";

/**
 * Building blocks of the form schemas. A required text fails with `requiredMessage` when the key is missing or
 * the text is blank, and then no other check runs, so a form shows one message for an empty field.
 */
export const isFilled = (requiredMessage: string) =>
  Schema.makeFilter<string>(
    (value) => (value.trim().length > 0 ? undefined : requiredMessage),
    undefined,
    true,
  );

type StringCheck = Parameters<typeof Schema.String.check>[0];

export const requiredText = (requiredMessage: string, ...checks: StringCheck[]) =>
  Schema.String.pipe(
    Schema.check(isFilled(requiredMessage), ...checks),
    Schema.annotateKey({ messageMissingKey: requiredMessage }),
  );

/** A check that, when it fails, stops the later checks of the same field. */
export const stopping = (predicate: (value: string) => boolean, message: string) =>
  Schema.makeFilter<string>((value) => (predicate(value) ? undefined : message), undefined, true);

export const matching = (predicate: (value: string) => boolean, message: string) =>
  Schema.makeFilter<string>((value) => (predicate(value) ? undefined : message));

/** A cross-field rule of a form: `field` must equal `other`, else `message` at `field`. */
export interface Pairing {
  readonly field: string;
  readonly other: string;
  readonly message: string;
}

const pairings = new WeakMap<object, Pairing>();

/** A cross-field rule: `field` must equal `other`, else `message` at `field`. */
export const sameAs = <K extends string, O extends string>(field: K, other: O, message: string) => {
  const filter = Schema.makeFilter<Record<K | O, unknown>>((value) =>
    value[field] === value[other] ? undefined : { path: [field], issue: message },
  );
  pairings.set(filter, { field, other, message });
  return filter;
};

/**
 * The `sameAs` rules checked on a struct as a whole. Effect runs them only once every field has decoded, so
 * `formErrors` also runs them on the raw input (see there).
 */
export const pairingsOf = (schema: { readonly ast: SchemaAST.AST }): Pairing[] =>
  (schema.ast.checks ?? []).flatMap((check) => {
    const pairing = pairings.get(check);
    return pairing === undefined ? [] : [pairing];
  });
