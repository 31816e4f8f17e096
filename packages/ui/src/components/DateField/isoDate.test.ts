import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { fromIsoDate, toIsoDate } from "./isoDate.ts";

describe("fromIsoDate", () => {
  it('reads the API\'s "YYYY-MM-DD" form', () => {
    const date = fromIsoDate("2026-02-27");
    expect(date).toBeInstanceOf(CalendarDate);
    expect({ year: date?.year, month: date?.month, day: date?.day }).toEqual({
      year: 2026,
      month: 2,
      day: 27,
    });
  });

  it("accepts 29 February in a leap year only", () => {
    expect(fromIsoDate("2024-02-29")?.toString()).toBe("2024-02-29");
    expect(fromIsoDate("2023-02-29")).toBeNull();
  });

  it("gives null for empty values", () => {
    expect(fromIsoDate("")).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
    expect(fromIsoDate(undefined)).toBeNull();
  });

  it("gives null for malformed or impossible dates instead of throwing", () => {
    for (const text of ["02/27/2026", "2026-2-7", " 2026-02-27", "2026-13-01", "2024-02-30", "tomorrow"]) {
      expect(fromIsoDate(text), text).toBeNull();
    }
  });
});

describe("toIsoDate", () => {
  it('writes "YYYY-MM-DD" with zero padding', () => {
    expect(toIsoDate({ year: 2026, month: 2, day: 7 })).toBe("2026-02-07");
    expect(toIsoDate({ year: 999, month: 12, day: 31 })).toBe("0999-12-31");
  });

  it("keeps null", () => {
    expect(toIsoDate(null)).toBeNull();
  });

  it("round-trips with fromIsoDate", () => {
    for (const text of ["2026-01-01", "2024-02-29", "1999-12-31"]) {
      expect(toIsoDate(fromIsoDate(text))).toBe(text);
    }
  });
});
