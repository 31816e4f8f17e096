/** One message per field, as the forms show them. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Props spreading an error onto a ui field: invalid with its message, or neither. */
export const fieldError = (message: string | undefined) =>
  message === undefined ? { isInvalid: false } : { isInvalid: true, errorMessage: message };
