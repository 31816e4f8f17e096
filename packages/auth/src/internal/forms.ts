import type { FormEvent } from "react";

/** One message per field, as the forms show them. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message of each field of a domain `formErrors` failure. */
export const firstMessages = <K extends string>(
  errors: Readonly<Record<string, readonly string[]>>,
): FieldErrors<K> => {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first !== undefined) result[field] = first;
  }
  return result as FieldErrors<K>;
};

/** Reads a submitted form's text fields by name and stops the browser's own submission. */
export const readForm = <K extends string>(
  event: FormEvent<HTMLFormElement>,
  names: readonly K[],
): Record<K, string> => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
};

/** Props spreading an error onto a ui field: invalid with its message, or neither. */
export const fieldError = (message: string | undefined) =>
  message === undefined ? { isInvalid: false } : { isInvalid: true, errorMessage: message };
