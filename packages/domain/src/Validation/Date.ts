import { Schema } from "effect";

export const apiDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The spec gives the format (YYYY-MM-DD) without a message: ours. */
export const DateMessages = { invalid: "Enter a date as YYYY-MM-DD" } as const;

/** True for a real calendar date written YYYY-MM-DD (2024-02-29 yes, 2023-02-29 no). */
export const isApiDate = (value: string): boolean => {
  const match = apiDatePattern.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const ApiDate = Schema.String.pipe(
  Schema.check(Schema.makeFilter((value: string) => (isApiDate(value) ? undefined : DateMessages.invalid))),
);
export type ApiDate = typeof ApiDate.Type;
