import type { Row } from "@tanstack/react-table";
import { describe, expect, it } from "vitest";
import { filterOperatorLabels, type GridFilterValue, gridFilterFn, matchesFilter } from "./filters.ts";

const names = ["Ada Lovelace", "Ben Lovelace", "Ada Okafor", "Carla Reyes"];
const keep = (filter: GridFilterValue) => names.filter((name) => matchesFilter(name, filter));

describe("matchesFilter", () => {
  it("contains: keeps values that include the text", () => {
    expect(keep({ op: "contains", value: "love" })).toEqual(["Ada Lovelace", "Ben Lovelace"]);
  });

  it("does not contain: keeps values that do not include the text", () => {
    expect(keep({ op: "notContains", value: "love" })).toEqual(["Ada Okafor", "Carla Reyes"]);
  });

  it("equals: keeps only the whole value", () => {
    expect(keep({ op: "equals", value: "Ada Okafor" })).toEqual(["Ada Okafor"]);
    expect(keep({ op: "equals", value: "Ada" })).toEqual([]);
  });

  it("not equals: drops only the whole value", () => {
    expect(keep({ op: "notEquals", value: "Ada Okafor" })).toEqual([
      "Ada Lovelace",
      "Ben Lovelace",
      "Carla Reyes",
    ]);
  });

  it("ignores case and surrounding spaces on both sides", () => {
    expect(matchesFilter("  Ada Lovelace ", { op: "equals", value: " ADA LOVELACE" })).toBe(true);
    expect(matchesFilter("Ada Lovelace", { op: "contains", value: " LOVE " })).toBe(true);
    expect(matchesFilter("Ada Lovelace", { op: "notContains", value: "LOVE" })).toBe(false);
    expect(matchesFilter("Ada Lovelace", { op: "notEquals", value: "ada lovelace" })).toBe(false);
  });

  it("passes everything when the filter text is empty or blank", () => {
    for (const op of ["contains", "notContains", "equals", "notEquals"] as const) {
      expect(keep({ op, value: "" })).toEqual(names);
      expect(keep({ op, value: "   " })).toEqual(names);
    }
  });

  it("compares numbers as text and treats empty cells as empty text", () => {
    expect(matchesFilter(42, { op: "equals", value: "42" })).toBe(true);
    expect(matchesFilter(1420, { op: "contains", value: "42" })).toBe(true);
    expect(matchesFilter(null, { op: "contains", value: "x" })).toBe(false);
    expect(matchesFilter(undefined, { op: "notEquals", value: "x" })).toBe(true);
    expect(matchesFilter(null, { op: "notContains", value: "x" })).toBe(true);
  });
});

describe("gridFilterFn", () => {
  const row = (value: unknown) => ({ getValue: () => value }) as unknown as Row<never, never>;

  it("applies the same rule to a TanStack row's column value", () => {
    expect(
      gridFilterFn(row("Acme Freight"), "companyName", { op: "contains", value: "acme" }, () => {}),
    ).toBe(true);
    expect(
      gridFilterFn(row("Acme Freight"), "companyName", { op: "notEquals", value: "acme freight" }, () => {}),
    ).toBe(false);
  });

  it("removes a filter whose text is empty", () => {
    expect(gridFilterFn.autoRemove?.({ op: "contains", value: " " })).toBe(true);
    expect(gridFilterFn.autoRemove?.(undefined)).toBe(true);
    expect(gridFilterFn.autoRemove?.({ op: "equals", value: "a" })).toBe(false);
  });
});

describe("filterOperatorLabels", () => {
  it("uses the spec's operator texts", () => {
    expect(Object.values(filterOperatorLabels)).toEqual([
      "contains",
      "does not contain",
      "equals",
      "not equals",
    ]);
  });
});
