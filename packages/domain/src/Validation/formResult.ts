// What a form's validation answers, without the validator: screens read messages from it before the
// schemas (and effect) have loaded, so this module imports nothing.

export type FormErrors = Record<string, string[]>;

export type FormResult<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly errors: FormErrors };

/** Errors that belong to the whole form rather than one field are listed under this key. */
export const formLevelKey = "_form";

/** The first message of a field, for inputs that show one message at a time. */
export const firstError = (errors: FormErrors, field: string): string | undefined => errors[field]?.[0];
