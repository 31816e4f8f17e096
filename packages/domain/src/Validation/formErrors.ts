import { Result, Schema, SchemaIssue } from "effect";
import { type FormErrors, type FormResult, formLevelKey } from "./formResult.ts";
import { pairingsOf } from "./rules.ts";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

const fieldKey = (path: ReadonlyArray<unknown> = []): string =>
  path.length === 0 ? formLevelKey : path.map((segment) => String(segment)).join(".");

const addMessage = (errors: FormErrors, key: string, message: string): void => {
  const messages = errors[key] ?? [];
  if (!messages.includes(message)) messages.push(message);
  errors[key] = messages;
};

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === "object" && input !== null;

/**
 * Decodes form input with every check run, and on failure groups the messages by field: `{ email: [...] }`.
 * Nested paths are joined with dots ("addresses.0.city"); each message appears once per field, in order.
 *
 * Effect runs a struct's own checks only after every field decodes, so 'Emails must match' would wait until
 * the rest of the form is valid. The struct's `sameAs` pairings are therefore also checked on the raw input:
 * when both fields are strings and differ, the mismatch is reported with the other fields' errors.
 */
export const formErrors = <S extends Schema.Decoder<unknown>>(
  schema: S,
  input: unknown,
): FormResult<S["Type"]> => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  if (Result.isSuccess(result)) return { ok: true, value: result.success };
  const errors: FormErrors = {};
  for (const issue of formatter(result.failure.issue).issues) {
    addMessage(errors, fieldKey(issue.path), issue.message);
  }
  if (isRecord(input)) {
    for (const { field, other, message } of pairingsOf(schema)) {
      const value = input[field];
      const otherValue = input[other];
      if (typeof value === "string" && typeof otherValue === "string" && value !== otherValue) {
        addMessage(errors, field, message);
      }
    }
  }
  return { ok: false, errors };
};
