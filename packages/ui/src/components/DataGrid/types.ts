import type { ReactNode } from "react";
import type { GridFilterOperator } from "./filters.ts";

/** A cell value the grid can sort and filter on. */
export type GridValue = string | number | boolean | Date | null | undefined;

/** One column of the grid. */
export interface DataGridColumn<T> {
  /** A stable id, also the `columnId` of sorting and filters in server queries. */
  id: string;
  /** The header text (also names the column's filter). */
  header: string;
  /** The value used for sorting, filtering and (without `cell`) display. */
  value?: (row: T) => GridValue;
  /** Custom cell content; defaults to the value as text (a dash when empty). */
  cell?: (row: T) => ReactNode;
  /** Whether the header sorts the column. Defaults to true when the column has a `value`. */
  isSortable?: boolean;
  /** Whether the column gets a filter (operator + text). Defaults to false. */
  isFilterable?: boolean;
  /**
   * Whether the column's cells name their row (`rowheader`): a row is announced by these cells.
   * @default true for the first column only
   */
  isRowHeader?: boolean;
  /** Text alignment (numbers read best at the end). Defaults to "start". */
  align?: "start" | "end";
  /** A CSS width for the column, e.g. "12rem" (ignored by `virtualize`, whose columns share the width). */
  width?: string;
}

/** A sort of one column, as the server expects it (spec: sort directions asc, desc). */
export interface GridSort {
  columnId: string;
  direction: "asc" | "desc";
}

/** A filter of one column. */
export interface GridFilter {
  columnId: string;
  op: GridFilterOperator;
  value: string;
}

/** What a server-mode grid shows and asks its caller to load. */
export interface DataGridQuery {
  /** The page, starting at 1. */
  page: number;
  pageSize: number;
  /** Rows to skip: (page - 1) * pageSize — the `skip` of `{ skip, take, total }`. */
  skip: number;
  sorting: GridSort[];
  filters: GridFilter[];
}

export const selectionModes = ["none", "single", "multiple"] as const;
export type SelectionMode = (typeof selectionModes)[number];

export const gridModes = ["client", "server"] as const;
export type GridMode = (typeof gridModes)[number];

export interface DataGridProps<T> {
  /** The accessible name of the grid, e.g. "Drivers". */
  label: string;
  /** The columns, in display order. */
  columns: ReadonlyArray<DataGridColumn<T>>;
  /** The rows: every row in client mode, the current page in server mode. */
  data: ReadonlyArray<T>;
  /** A stable id per row (keeps selection and expansion across pages and sorts). */
  getRowId: (row: T) => string;
  /**
   * A short name of a row for assistive technology, used in "Select …" and "… details".
   * @default the row id
   */
  getRowLabel?: (row: T) => string;
  /**
   * "client": the grid sorts, filters and pages `data` itself. "server": the caller does it from
   * the query and passes one page of `data` plus `rowCount`.
   * @default "client"
   */
  mode?: GridMode;
  /**
   * Server mode, controlled: the page, sorting and filters shown. The grid never changes it itself:
   * it asks through `onQueryChange` (a new sort or filter asks for page 1). Without it the grid keeps
   * its own query and reports it through `onQueryChange` on mount and on every change.
   * @default undefined
   */
  query?: DataGridQuery;
  /**
   * Server mode: called with the wanted page, sorting and filters (filter typing is debounced 300 ms).
   * @default undefined
   */
  onQueryChange?: (query: DataGridQuery) => void;
  /**
   * Server mode: the total number of rows (the `total` of `{ skip, take, total }`).
   * @default data.length
   */
  rowCount?: number;
  /**
   * Shows a loading state (a spinner row when empty, a busy overlay otherwise).
   * @default false
   */
  isLoading?: boolean;
  /**
   * An error message shown in place of the rows.
   * @default undefined
   */
  error?: string;
  /**
   * Text shown when there are no rows, e.g. "There are no subscriptions.".
   * @default "No results found"
   */
  emptyText?: string;
  /**
   * Makes rows expandable; renders the expanded content under a row. The content (even another
   * DataGrid) keeps its own tab order and keys. Not supported with `virtualize` (ignored there).
   * @default undefined
   */
  renderExpanded?: (row: T) => ReactNode;
  /**
   * Renders per-row actions (buttons) in a last "Actions" column.
   * @default undefined
   */
  rowActions?: (row: T) => ReactNode;
  /**
   * The header of the actions column.
   * @default "Actions"
   */
  actionsHeader?: string;
  /**
   * Row selection with checkboxes.
   * @default "none"
   */
  selectionMode?: SelectionMode;
  /**
   * Called with the ids of the selected rows.
   * @default undefined
   */
  onSelectionChange?: (rowIds: string[]) => void;
  /**
   * The choices of the "Rows per page" picker (a controlled query's page size is always one of them).
   * @default [10, 25, 50]
   */
  pageSizeOptions?: number[];
  /**
   * The first page size of an uncontrolled grid (the spec's shared default is 10).
   * @default 10
   */
  defaultPageSize?: number;
  /**
   * Show pagination under the grid.
   * @default true (false when `virtualize`)
   */
  isPaginated?: boolean;
  /**
   * Render only the rows in view (for thousands of client rows), with React Aria's `Virtualizer`.
   * Rows then have a fixed height and do not expand.
   * @default false
   */
  virtualize?: boolean;
  /**
   * The fixed row height in px used by `virtualize`.
   * @default 44
   */
  rowHeight?: number;
  /**
   * A CSS max height for the scroll area; the header stays in view while rows scroll.
   * @default "32rem" when virtualized, otherwise none
   */
  maxHeight?: string;
  /**
   * Sorting at first render of an uncontrolled grid.
   * @default []
   */
  initialSorting?: GridSort[];
}
