import { Email, EmailMessages, formErrors, Name, Password, SignUpEmail, UsPhone } from "@haulboard/domain";
import { HttpError } from "./errors.ts";

type Rule = typeof Email | typeof Name | typeof Password | typeof SignUpEmail | typeof UsPhone;

/**
 * Applies the spec's field rules (access §5) on the server too, with the same messages: a 422 naming the
 * first failing field. `fields` maps a wire field name to its value and rule; undefined values are skipped.
 */
export const checkFields = (fields: Record<string, readonly [unknown, Rule]>): void => {
  for (const [field, [value, rule]] of Object.entries(fields)) {
    if (value === undefined) continue;
    // Bound the length before any pattern runs: no regular expression sees a huge string.
    if (typeof value === "string" && value.length > (rule === Email || rule === SignUpEmail ? 254 : 1000)) {
      const tooLong =
        rule === Email
          ? EmailMessages.invalid
          : rule === SignUpEmail
            ? EmailMessages.signUpInvalid
            : `${field} is too long`;
      throw new HttpError(422, tooLong, {
        field,
      });
    }
    const result = formErrors(rule, value);
    if (!result.ok) {
      const message = Object.values(result.errors)[0]?.[0] ?? "Invalid value";
      throw new HttpError(422, message, { field });
    }
  }
};

/** Free text of bounded length (company names, street lines …). */
export const checkText = (field: string, value: unknown, options: { min?: number; max: number }): void => {
  if (value === undefined || value === null) return;
  if (typeof value !== "string") throw new HttpError(422, `${field} must be text`, { field });
  const length = value.trim().length;
  if (length < (options.min ?? 0)) throw new HttpError(422, `${field} is required`, { field });
  if (value.length > options.max) {
    throw new HttpError(422, `${field} must be at most ${options.max} characters`, { field });
  }
};

export const rules = { Email, Name, Password, SignUpEmail, UsPhone };
