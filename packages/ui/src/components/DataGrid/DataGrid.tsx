import { debounceMs, defaultPageSize } from "@haulboard/domain";
import {
  type ColumnDef,
  type ColumnFiltersState,
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type ExpandedState,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import {
  type FocusEvent,
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Icon } from "../Icon/Icon.tsx";
import { Pagination } from "../Pagination/Pagination.tsx";
import { Spinner } from "../Spinner/Spinner.tsx";
import * as styles from "./DataGrid.css.ts";
import {
  filterOperatorLabels,
  type GridFilterOperator,
  type GridFilterValue,
  gridFilterFn,
  gridFilterOperatorKeys,
} from "./filters.ts";

const features = tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { grid: gridFilterFn },
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
});
type Features = typeof features;

/** A cell value the grid can sort and filter on. */
export type GridValue = string | number | boolean | Date | null | undefined;

/** One column of the grid. */
export interface DataGridColumn<T> {
  /** A stable id, also the `columnId` of sorting and filters in server queries. */
  id: string;
  /** The header text (also names the column's filter and sort button). */
  header: string;
  /** The value used for sorting, filtering and (without `cell`) display. */
  value?: (row: T) => GridValue;
  /** Custom cell content; defaults to the value as text (a dash when empty). */
  cell?: (row: T) => ReactNode;
  /** Whether the header sorts the column. Defaults to true when the column has a `value`. */
  isSortable?: boolean;
  /** Whether the column gets a filter (operator + text). Defaults to false. */
  isFilterable?: boolean;
  /** Text alignment (numbers read best at the end). Defaults to "start". */
  align?: "start" | "end";
  /** A CSS width for the column, e.g. "12rem". */
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

/** What a server-mode grid asks its caller to load. */
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
   * `onQueryChange` and passes one page of `data` plus `rowCount`.
   * @default "client"
   */
  mode?: GridMode;
  /**
   * Server mode: called with the wanted page, sorting and filters (on mount and on every change;
   * filter typing is debounced 300 ms).
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
   * The choices of the "Rows per page" picker.
   * @default [10, 25, 50]
   */
  pageSizeOptions?: number[];
  /**
   * The first page size (the spec's shared default is 10).
   * @default 10
   */
  defaultPageSize?: number;
  /**
   * Show pagination under the grid.
   * @default true (false when `virtualize`)
   */
  isPaginated?: boolean;
  /**
   * Render only the rows in view (for thousands of client rows). Rows then have a fixed height
   * and rows do not expand.
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
   * Sorting at first render.
   * @default []
   */
  initialSorting?: GridSort[];
}

const focusableSelector =
  "button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([data-grid-cell])";

/** The rows of this grid only: never those of a grid nested in an expanded row, nor spacer rows. */
const ownRows = (table: HTMLTableElement): HTMLTableRowElement[] =>
  [...table.rows].filter((row) => row.hasAttribute("data-grid-row"));

const ownCells = (row: HTMLTableRowElement | undefined): HTMLElement[] =>
  row ? [...row.cells].filter((cell) => cell.hasAttribute("data-grid-cell")) : [];

/**
 * An expanded row's cell holds free content (text, forms, another grid). The grid navigates to the
 * cell itself and leaves its content alone: that content keeps its own tab order and keys.
 */
const isDetailCell = (cell: HTMLElement) => cell.hasAttribute("data-grid-detail");

const focusTargetOf = (cell: HTMLElement): HTMLElement =>
  isDetailCell(cell) ? cell : (cell.querySelector<HTMLElement>(focusableSelector) ?? cell);

/**
 * The cell of `table` that `element` is (or is a widget of), or null when the element belongs to
 * something else: another grid nested in an expanded row, or any content of an expanded row.
 */
const ownCellOf = (table: HTMLTableElement, element: Element): HTMLElement | null => {
  const cell = element.closest<HTMLElement>("[data-grid-cell]");
  if (!cell || cell.closest("[role=grid]") !== table) return null;
  if (isDetailCell(cell) && element !== cell) return null;
  return cell;
};

const display = (value: GridValue): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (value instanceof Date) return value.toLocaleDateString("en-US");
  return String(value);
};

/** Stands in for the rows above or below the virtual window; hidden from assistive technology. */
function SpacerRow({ height }: { height: number }) {
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer with nothing focusable, not a row of the grid
  return <tr aria-hidden="true" className={styles.spacer} style={{ height }} />;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The data grid of the admin and employer screens, on TanStack Table: client or server mode,
 * sorting, column filters (contains, does not contain, equals, not equals), paging, row actions,
 * expandable rows, selection, loading/error/empty states, a sticky header, ARIA grid keyboard
 * navigation and optional row virtualisation.
 */
export function DataGrid<T extends RowData>({
  label,
  columns,
  data,
  getRowId,
  getRowLabel,
  mode = "client",
  onQueryChange,
  rowCount,
  isLoading = false,
  error,
  emptyText = "No results found",
  renderExpanded,
  rowActions,
  actionsHeader = "Actions",
  selectionMode = "none",
  onSelectionChange,
  pageSizeOptions = [10, 25, 50],
  defaultPageSize: firstPageSize = defaultPageSize,
  isPaginated,
  virtualize = false,
  rowHeight = 44,
  maxHeight,
  initialSorting = [],
}: DataGridProps<T>) {
  const isServer = mode === "server";
  const paginated = isPaginated ?? !virtualize;
  const canExpand = Boolean(renderExpanded) && !virtualize;
  const gridId = useId();

  const [sorting, setSorting] = useState<SortingState>(() =>
    initialSorting.map((sort) => ({ id: sort.columnId, desc: sort.direction === "desc" })),
  );
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: paginated ? firstPageSize : Number.MAX_SAFE_INTEGER,
  });
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [drafts, setDrafts] = useState<Record<string, GridFilterValue>>({});

  const tableColumns = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: T) => {
          const value = column.value?.(row);
          return value instanceof Date ? value.getTime() : (value ?? null);
        },
        enableSorting: column.isSortable ?? Boolean(column.value),
        enableColumnFilter: column.isFilterable ?? false,
        filterFn: "grid",
        sortUndefined: "last",
      })),
    [columns],
  );

  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId: (row: T) => getRowId(row),
    state: { sorting, columnFilters, pagination, expanded, rowSelection },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onPaginationChange: setPagination,
    onExpandedChange: setExpanded,
    onRowSelectionChange: setRowSelection,
    getRowCanExpand: () => canExpand,
    enableRowSelection: selectionMode !== "none",
    enableMultiRowSelection: selectionMode === "multiple",
    manualSorting: isServer,
    manualFiltering: isServer,
    manualPagination: isServer || !paginated,
    rowCount: isServer ? (rowCount ?? data.length) : undefined,
    autoResetPageIndex: false,
    sortDescFirst: false,
  });

  // Typing in a filter waits debounceMs (spec §9: grid filter debounce 300 ms) before it applies.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = Object.entries(drafts)
        .filter(([, filter]) => filter.value.trim() !== "")
        .map(([id, filter]) => ({ id, value: { op: filter.op, value: filter.value.trim() } }));
      setColumnFilters((current) => (sameJson(current, next) ? current : next));
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [drafts]);

  // A new filter or sort starts again from the first page.
  useEffect(() => {
    setPagination((current) => (current.pageIndex === 0 ? current : { ...current, pageIndex: 0 }));
  }, [columnFilters, sorting]);

  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  useEffect(() => {
    if (!isServer) return;
    onQueryChangeRef.current?.({
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      skip: pagination.pageIndex * pagination.pageSize,
      sorting: sorting.map((sort) => ({ columnId: sort.id, direction: sort.desc ? "desc" : "asc" })),
      filters: columnFilters.map((filter) => {
        const value = filter.value as GridFilterValue;
        return { columnId: filter.id, op: value.op, value: value.value };
      }),
    });
  }, [isServer, pagination, sorting, columnFilters]);

  const onSelectionChangeRef = useRef(onSelectionChange);
  onSelectionChangeRef.current = onSelectionChange;
  useEffect(() => {
    onSelectionChangeRef.current?.(Object.keys(rowSelection).filter((id) => rowSelection[id]));
  }, [rowSelection]);

  const rows = table.getRowModel().rows;
  const totalRows = isServer ? (rowCount ?? data.length) : table.getPrePaginatedRowModel().rows.length;
  const pageCount = paginated ? Math.max(1, Math.ceil(totalRows / pagination.pageSize)) : 1;

  // Virtualisation: a fixed-height window over the rows plus spacer rows above and below.
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(600);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!virtualize || !element) return;
    setViewportHeight(element.clientHeight || 600);
    const observer = new ResizeObserver(() => setViewportHeight(element.clientHeight || 600));
    observer.observe(element);
    return () => observer.disconnect();
  }, [virtualize]);
  const overscan = 6;
  const windowStart = virtualize ? Math.max(0, Math.floor(scrollTop / rowHeight) - overscan) : 0;
  const windowEnd = virtualize
    ? Math.min(rows.length, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan)
    : rows.length;
  const visibleRows = rows.slice(windowStart, windowEnd);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (virtualize) setScrollTop(event.currentTarget.scrollTop);
  };

  const columnCount =
    columns.length + (selectionMode !== "none" ? 1 : 0) + (canExpand ? 1 : 0) + (rowActions ? 1 : 0);

  // ARIA grid keyboard pattern: one tab stop (roving tabindex), arrows move between cells.
  const tableRef = useRef<HTMLTableElement>(null);
  const activeRef = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<{ rowIndex: number; column: number } | null>(null);

  const applyRovingTabIndex = () => {
    const tableElement = tableRef.current;
    if (!tableElement) return;
    const cells = ownRows(tableElement).flatMap(ownCells);
    for (const cell of cells) {
      cell.tabIndex = -1;
      if (isDetailCell(cell)) continue;
      for (const inner of cell.querySelectorAll<HTMLElement>(focusableSelector)) inner.tabIndex = -1;
    }
    let active = activeRef.current;
    if (!active?.isConnected || !ownCellOf(tableElement, active) || active.matches(":disabled")) {
      const first = cells[0];
      active = first ? focusTargetOf(first) : null;
      activeRef.current = active;
    }
    if (active) active.tabIndex = 0;
  };

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending && tableRef.current) {
      const row = ownRows(tableRef.current).find(
        (tr) => tr.getAttribute("aria-rowindex") === String(pending.rowIndex),
      );
      if (row) {
        pendingFocus.current = null;
        const cells = ownCells(row);
        const cell = cells[Math.min(pending.column, cells.length - 1)];
        if (cell) {
          activeRef.current = focusTargetOf(cell);
          applyRovingTabIndex();
          activeRef.current.focus();
          return;
        }
      }
    }
    applyRovingTabIndex();
  });

  // Rows focused by the keyboard scroll into view below the sticky header, not under it.
  useLayoutEffect(() => {
    const head = tableRef.current?.tHead;
    if (head && scrollRef.current) scrollRef.current.style.scrollPaddingTop = `${head.offsetHeight}px`;
  }, []);

  const focusCell = (cell: HTMLElement | undefined) => {
    if (!cell) return;
    const target = focusTargetOf(cell);
    activeRef.current = target;
    applyRovingTabIndex();
    target.focus();
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Keys already handled (by a widget, or by a grid nested in an expanded row) are not ours.
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.matches("input[type=text], input[type=search], textarea, select")) return;
    const tableElement = tableRef.current;
    if (!tableElement) return;
    // Only this grid's own cells: a nested grid or an expanded row's content keeps its keys.
    const cell = ownCellOf(tableElement, target);
    if (!cell) return;
    const row = cell.parentElement;
    if (!(row instanceof HTMLTableRowElement)) return;
    const allRows = ownRows(tableElement);
    const rowPosition = allRows.indexOf(row);
    const rowCells = ownCells(row);
    const column = rowCells.indexOf(cell);
    const cellsOf = ownCells;
    const moveToRow = (position: number) => {
      const clamped = Math.max(0, Math.min(allRows.length - 1, position));
      const cells = cellsOf(allRows[clamped]);
      focusCell(cells[Math.min(column, cells.length - 1)]);
    };
    // In a virtual window the target row may not be rendered: scroll there, then focus it.
    const jumpToDataRow = (dataIndex: number, targetColumn: number) => {
      const clamped = Math.max(0, Math.min(rows.length - 1, dataIndex));
      const ariaIndex = clamped + 2;
      const rendered = allRows.find((tr) => tr.getAttribute("aria-rowindex") === String(ariaIndex));
      if (rendered) {
        const cells = cellsOf(rendered);
        focusCell(cells[Math.min(targetColumn, cells.length - 1)]);
        return;
      }
      pendingFocus.current = { rowIndex: ariaIndex, column: targetColumn };
      const element = scrollRef.current;
      if (element) {
        element.scrollTop = clamped * rowHeight;
        setScrollTop(element.scrollTop);
      }
    };
    const currentDataIndex = Number(row.getAttribute("aria-rowindex")) - 2;
    const pageStep = Math.max(1, Math.floor(viewportHeight / rowHeight) - 1);
    // A cell with several widgets (two row actions): Left/Right first move between them.
    const widgets = isDetailCell(cell) ? [] : [...cell.querySelectorAll<HTMLElement>(focusableSelector)];
    const widgetIndex = widgets.indexOf(target);
    const focusWidget = (widget: HTMLElement | undefined) => {
      if (!widget) return false;
      activeRef.current = widget;
      applyRovingTabIndex();
      widget.focus();
      return true;
    };
    switch (event.key) {
      case "ArrowRight":
        if (!(widgetIndex >= 0 && focusWidget(widgets[widgetIndex + 1]))) focusCell(rowCells[column + 1]);
        break;
      case "ArrowLeft":
        if (!(widgetIndex > 0 && focusWidget(widgets[widgetIndex - 1]))) focusCell(rowCells[column - 1]);
        break;
      case "ArrowDown":
        if (virtualize && rowPosition === allRows.length - 1 && currentDataIndex < rows.length - 1) {
          jumpToDataRow(currentDataIndex + 1, column);
        } else moveToRow(rowPosition + 1);
        break;
      case "ArrowUp":
        if (
          virtualize &&
          rowPosition > 0 &&
          currentDataIndex > 0 &&
          allRows[rowPosition - 1]?.dataset.header
        ) {
          jumpToDataRow(currentDataIndex - 1, column);
        } else moveToRow(rowPosition - 1);
        break;
      case "PageDown":
        if (virtualize && currentDataIndex >= -1) jumpToDataRow(currentDataIndex + pageStep, column);
        else moveToRow(rowPosition + 10);
        break;
      case "PageUp":
        if (virtualize && currentDataIndex > 0) jumpToDataRow(currentDataIndex - pageStep, column);
        else moveToRow(rowPosition - 10);
        break;
      case "Home":
        if (event.ctrlKey) {
          if (virtualize && scrollRef.current) scrollRef.current.scrollTop = 0;
          focusCell(cellsOf(allRows[0])[0]);
        } else focusCell(rowCells[0]);
        break;
      case "End":
        if (event.ctrlKey) {
          if (virtualize) jumpToDataRow(rows.length - 1, columnCount - 1);
          else {
            const cells = cellsOf(allRows[allRows.length - 1]);
            focusCell(cells[cells.length - 1]);
          }
        } else focusCell(rowCells[rowCells.length - 1]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onGridFocus = (event: FocusEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    // Focus inside a nested grid or an expanded row's content does not move this grid's tab stop.
    if (!tableRef.current || !ownCellOf(tableRef.current, target)) return;
    if (activeRef.current !== target) {
      activeRef.current = target;
      applyRovingTabIndex();
    }
  };

  const rowLabel = (row: T) => getRowLabel?.(row) ?? getRowId(row);
  const filterableColumns = columns.filter((column) => column.isFilterable);
  const headerGroup = table.getHeaderGroups()[0];
  const hasRows = rows.length > 0;
  const bodyMessage = error ? (
    <span role="alert" className={styles.errorText}>
      <Icon name="error" />
      {error}
    </span>
  ) : isLoading && !hasRows ? (
    <Spinner label="Loading" showLabel size="small" />
  ) : !hasRows ? (
    <span className={styles.emptyText}>{emptyText}</span>
  ) : null;

  const firstShown = totalRows === 0 ? 0 : pagination.pageIndex * pagination.pageSize + 1;
  const lastShown = Math.min(totalRows, (pagination.pageIndex + 1) * pagination.pageSize);

  return (
    <div className={styles.root}>
      {filterableColumns.length > 0 ? (
        <search className={styles.filters} aria-label={`Filter ${label}`}>
          {filterableColumns.map((column) => {
            const draft = drafts[column.id] ?? { op: "contains", value: "" };
            const update = (next: Partial<GridFilterValue>) =>
              setDrafts((current) => ({ ...current, [column.id]: { ...draft, ...next } }));
            return (
              <fieldset key={column.id} className={styles.filter}>
                <legend className={styles.filterLegend}>{column.header}</legend>
                <select
                  className={styles.filterSelect}
                  aria-label={`${column.header} operator`}
                  value={draft.op}
                  onChange={(event) => update({ op: event.target.value as GridFilterOperator })}
                >
                  {gridFilterOperatorKeys.map((op) => (
                    <option key={op} value={op}>
                      {filterOperatorLabels[op]}
                    </option>
                  ))}
                </select>
                <input
                  type="search"
                  className={styles.filterInput}
                  aria-label={`Filter ${column.header}`}
                  placeholder="Filter…"
                  value={draft.value}
                  onChange={(event) => update({ value: event.target.value })}
                />
              </fieldset>
            );
          })}
        </search>
      ) : null}

      <div
        ref={scrollRef}
        className={styles.scroller}
        style={{ maxHeight: maxHeight ?? (virtualize ? "32rem" : undefined) }}
        onScroll={onScroll}
        data-virtualized={virtualize || undefined}
      >
        <table
          ref={tableRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG data grid pattern on a real table
          role="grid"
          aria-label={label}
          aria-busy={isLoading || undefined}
          aria-rowcount={virtualize ? rows.length + 1 : undefined}
          aria-multiselectable={selectionMode === "multiple" || undefined}
          className={styles.table}
          onKeyDown={onGridKeyDown}
          onFocus={onGridFocus}
        >
          <thead>
            <tr data-grid-row data-header="true" aria-rowindex={1}>
              {selectionMode !== "none" ? (
                <th data-grid-cell scope="col" className={styles.headerCell} style={{ width: "3rem" }}>
                  {selectionMode === "multiple" ? (
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      aria-label="Select all rows"
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(input) => {
                        if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                      }}
                      onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                    />
                  ) : (
                    <span className={styles.visuallyHidden}>Selection</span>
                  )}
                </th>
              ) : null}
              {canExpand ? (
                <th data-grid-cell scope="col" className={styles.headerCell} style={{ width: "3rem" }}>
                  <span className={styles.visuallyHidden}>Details</span>
                </th>
              ) : null}
              {headerGroup?.headers.map((header, index) => {
                const column = columns[index];
                if (!column) return null;
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    data-grid-cell
                    scope="col"
                    className={styles.headerCell}
                    data-align={column.align ?? "start"}
                    style={{ width: column.width }}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => header.column.toggleSorting(undefined, false)}
                      >
                        {column.header}
                        <span className={styles.sortIcon} data-sorted={sorted || undefined}>
                          <Icon
                            name={sorted === "asc" ? "chevronUp" : sorted === "desc" ? "chevronDown" : "sort"}
                            size="small"
                          />
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th data-grid-cell scope="col" className={styles.headerCell} data-align="end">
                  {actionsHeader}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className={styles.body} data-busy={isLoading && hasRows ? true : undefined}>
            {bodyMessage ? (
              <tr data-grid-row aria-rowindex={virtualize ? 2 : undefined}>
                <td data-grid-cell colSpan={columnCount} className={styles.messageCell}>
                  {bodyMessage}
                </td>
              </tr>
            ) : (
              <>
                {virtualize && windowStart > 0 ? <SpacerRow height={windowStart * rowHeight} /> : null}
                {visibleRows.map((row, offset) => {
                  const original = row.original;
                  const isExpanded = canExpand && row.getIsExpanded();
                  const detailId = `${gridId}-detail-${row.id}`;
                  const dataIndex = windowStart + offset;
                  // Keyed by row id: a window shift (or a sort) keeps each row mounted, and so keeps its focus.
                  return (
                    <Fragment key={row.id}>
                      <tr
                        data-grid-row
                        aria-rowindex={virtualize ? dataIndex + 2 : undefined}
                        aria-selected={selectionMode !== "none" ? row.getIsSelected() : undefined}
                        className={styles.row}
                        style={virtualize ? { height: rowHeight } : undefined}
                      >
                        {selectionMode !== "none" ? (
                          <td data-grid-cell className={styles.cell}>
                            <input
                              type="checkbox"
                              className={styles.checkbox}
                              aria-label={`Select ${rowLabel(original)}`}
                              checked={row.getIsSelected()}
                              onChange={(event) => row.toggleSelected(event.target.checked)}
                            />
                          </td>
                        ) : null}
                        {canExpand ? (
                          <td data-grid-cell className={styles.cell}>
                            <button
                              type="button"
                              className={styles.expandButton}
                              aria-expanded={isExpanded}
                              aria-controls={isExpanded ? detailId : undefined}
                              aria-label={`${rowLabel(original)} details`}
                              onClick={() => row.toggleExpanded()}
                            >
                              <Icon name={isExpanded ? "chevronDown" : "chevronRight"} />
                            </button>
                          </td>
                        ) : null}
                        {columns.map((column) => (
                          <td
                            key={column.id}
                            data-grid-cell
                            className={styles.cell}
                            data-align={column.align ?? "start"}
                            data-nowrap={virtualize || undefined}
                          >
                            {column.cell ? column.cell(original) : display(column.value?.(original))}
                          </td>
                        ))}
                        {rowActions ? (
                          <td data-grid-cell className={styles.cell} data-align="end">
                            <div className={styles.actions}>{rowActions(original)}</div>
                          </td>
                        ) : null}
                      </tr>
                      {isExpanded && renderExpanded ? (
                        <tr data-grid-row className={styles.detailRow}>
                          <td
                            data-grid-cell
                            data-grid-detail
                            id={detailId}
                            colSpan={columnCount}
                            className={styles.detailCell}
                          >
                            {renderExpanded(original)}
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
                {virtualize && windowEnd < rows.length ? (
                  <SpacerRow height={(rows.length - windowEnd) * rowHeight} />
                ) : null}
              </>
            )}
          </tbody>
        </table>
        {isLoading && hasRows ? (
          <div className={styles.busyOverlay}>
            <Spinner label="Loading" />
          </div>
        ) : null}
      </div>

      {paginated ? (
        <div className={styles.footer}>
          <label className={styles.pageSize}>
            Rows per page
            <select
              className={styles.filterSelect}
              value={pagination.pageSize}
              onChange={(event) => setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <span className={styles.summary} aria-live="polite">
            {firstShown}–{lastShown} of {totalRows}
          </span>
          <Pagination
            label={`${label} pages`}
            page={pagination.pageIndex + 1}
            pageCount={pageCount}
            isDisabled={isLoading}
            onPageChange={(page) => setPagination((current) => ({ ...current, pageIndex: page - 1 }))}
          />
        </div>
      ) : null}
    </div>
  );
}
