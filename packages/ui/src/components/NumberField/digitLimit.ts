/** The most digits before and after the decimal point, e.g. `{ integer: 8, fraction: 2 }`. */
export interface DigitLimit {
  integer: number;
  fraction: number;
}

/**
 * Would `text` exceed the digit limits once `inserted` replaces the characters from `start` to `end`
 * (the selection)? Grouping separators, currency signs and other non-digits are ignored, leading zeros
 * do not count, and the decimal separator is "." (en-US).
 */
export const exceedsDigits = (
  text: string,
  selection: { start: number; end: number },
  inserted: string,
  max: DigitLimit,
): boolean => {
  const next = (text.slice(0, selection.start) + inserted + text.slice(selection.end)).replace(/[^\d.]/g, "");
  const [integer = "", fraction = ""] = next.split(".");
  return integer.replace(/^0+(?=\d)/, "").length > max.integer || fraction.length > max.fraction;
};
