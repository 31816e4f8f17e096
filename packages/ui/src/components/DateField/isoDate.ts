import { type CalendarDate, parseDate } from "@internationalized/date";

/** "YYYY-MM-DD" (the API's date form) to a calendar date; empty or malformed text gives null. */
export const fromIsoDate = (value: string | null | undefined): CalendarDate | null => {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
};

/** A calendar date back to "YYYY-MM-DD"; null stays null. */
export const toIsoDate = (value: { year: number; month: number; day: number } | null): string | null =>
  value
    ? `${String(value.year).padStart(4, "0")}-${String(value.month).padStart(2, "0")}-${String(value.day).padStart(2, "0")}`
    : null;
