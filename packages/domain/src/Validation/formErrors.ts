import { Result, Schema, SchemaIssue } from "effect";

export type FormErrors = Record<string, string[]>;

export type FormResult<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly errors: FormErrors };

/** Errors that belong to the whole form rather than one field are listed under this key. */
export const formLevelKey = "_form";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

const fieldKey = (path: ReadonlyArray<unknown> = []): string =>
  path.length === 0 ? formLevelKey : path.map((segment) => String(segment)).join(".");

/**
 * Decodes form input with every check run, and on failure groups the messages by field: `{ email: [...] }`.
 * Nested paths are joined with dots ("addresses.0.city"); each message appears once per field, in order.
 */
export const formErrors = <S extends Schema.Decoder<unknown>>(
  schema: S,
  input: unknown,
): FormResult<S["Type"]> => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  if (Result.isSuccess(result)) return { ok: true, value: result.success };
  const errors: FormErrors = {};
  for (const issue of formatter(result.failure.issue).issues) {
    const key = fieldKey(issue.path);
    const messages = errors[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[key] = messages;
  }
  return { ok: false, errors };
};

/** The first message of a field, for inputs that show one message at a time. */
export const firstError = (errors: FormErrors, field: string): string | undefined => errors[field]?.[0];
