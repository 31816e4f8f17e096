import { describe, expect, it } from "vitest";
import { exceedsDigits } from "./digitLimit.ts";

// CurrencyField's limit: up to 8 digits and 2 decimals.
const currency = { integer: 8, fraction: 2 };
const atEnd = (text: string) => ({ start: text.length, end: text.length });
const typing = (text: string, inserted: string) => exceedsDigits(text, atEnd(text), inserted, currency);

describe("exceedsDigits (currency: 8 digits, 2 decimals)", () => {
  it("accepts up to 8 integer digits and refuses a 9th", () => {
    expect(typing("1234567", "8")).toBe(false);
    expect(typing("12345678", "9")).toBe(true);
  });

  it("accepts up to 2 decimals and refuses a 3rd", () => {
    expect(typing("12.3", "4")).toBe(false);
    expect(typing("12.34", "5")).toBe(true);
    expect(typing("12345678", ".99")).toBe(false);
  });

  it("ignores the currency sign and grouping separators of the shown value", () => {
    expect(typing("$12,345,678", "9")).toBe(true);
    expect(typing("$1,234,567", "8")).toBe(false);
    expect(typing("$1,234.50", "1")).toBe(true);
  });

  it("does not count leading zeros", () => {
    expect(typing("00000000", "1")).toBe(false);
    expect(typing("0", "12345678")).toBe(false);
  });

  it("checks pastes as a whole", () => {
    expect(typing("", "123456789")).toBe(true);
    expect(typing("", "99,999,999.99")).toBe(false);
    expect(typing("", "1.234")).toBe(true);
  });

  it("replaces the selection rather than adding to it", () => {
    expect(exceedsDigits("12345678", { start: 0, end: 8 }, "98765432", currency)).toBe(false);
    expect(exceedsDigits("12345678", { start: 7, end: 8 }, "9", currency)).toBe(false);
    expect(exceedsDigits("1234567.8", { start: 0, end: 0 }, "9", currency)).toBe(false);
    expect(exceedsDigits("1234567.8", { start: 0, end: 0 }, "99", currency)).toBe(true);
  });
});
