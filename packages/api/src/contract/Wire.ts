import { Schema } from "effect";

/** `firstName` → `first_name`, `line1` → `line1`: the wire naming rule of the spec. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export const toSnakeCase = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type SnakeMapping<F extends Schema.Struct.Fields, O extends { readonly [K in keyof F]?: string }> = {
  readonly [K in keyof F]: K extends keyof O ? (O[K] extends string ? O[K] : never) : SnakeCase<K & string>;
};

/**
 * A struct whose decoded keys are camelCase and whose wire keys are snake_case.
 * `overrides` names the few wire keys that do not follow the rule (the spec's `signon_bonus`, …).
 */
export const WireStruct = <
  const F extends Schema.Struct.Fields,
  const O extends { readonly [K in keyof F]?: string } = Record<never, never>,
>(
  fields: F,
  overrides?: O,
) => {
  const mapping: Record<string, string> = {};
  for (const key of Object.keys(fields)) {
    mapping[key] = (overrides as Record<string, string> | undefined)?.[key] ?? toSnakeCase(key);
  }
  return Schema.Struct(fields).pipe(Schema.encodeKeys(mapping as SnakeMapping<F, O>));
};
