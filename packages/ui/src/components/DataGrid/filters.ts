import { gridFilterOperators } from "@haulboard/domain";
import { constructFilterFn } from "@tanstack/react-table";

/**
 * The grid's column filter operators (access §3, Driver List): contains, does not contain, equals,
 * not equals. The keys are stable identifiers; `filterOperatorLabels` holds the spec's texts.
 */
export const gridFilterOperatorKeys = ["contains", "notContains", "equals", "notEquals"] as const;
export type GridFilterOperator = (typeof gridFilterOperatorKeys)[number];

/** The spec's operator texts (held by the domain), shown in the operator picker. */
export const filterOperatorLabels: Record<GridFilterOperator, string> = {
  contains: gridFilterOperators[0],
  notContains: gridFilterOperators[1],
  equals: gridFilterOperators[2],
  notEquals: gridFilterOperators[3],
};

/** One column filter: an operator and the typed text. */
export interface GridFilterValue {
  op: GridFilterOperator;
  value: string;
}

const normalize = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value).trim().toLowerCase();
};

/**
 * Does a cell value pass a filter? Case-insensitive and trimmed; an empty filter value passes
 * everything. The single rule behind every operator, used by the client mode of the grid.
 */
export function matchesFilter(cellValue: unknown, filter: GridFilterValue): boolean {
  const needle = normalize(filter.value);
  if (needle === "") return true;
  const haystack = normalize(cellValue);
  switch (filter.op) {
    case "contains":
      return haystack.includes(needle);
    case "notContains":
      return !haystack.includes(needle);
    case "equals":
      return haystack === needle;
    case "notEquals":
      return haystack !== needle;
  }
}

/** The one TanStack filter function handling `{ op, value }` for every operator. */
export const gridFilterFn = constructFilterFn({
  filter: (dataValue: unknown, filterValue: GridFilterValue) => matchesFilter(dataValue, filterValue),
  autoRemove: (filterValue: GridFilterValue | undefined) => !filterValue || filterValue.value.trim() === "",
});
