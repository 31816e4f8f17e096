import {
  type ColumnDef,
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import { gridFilterFn } from "./filters.ts";
import type { DataGridProps } from "./types.ts";
import type { GridState } from "./useGridModel.ts";

const features = tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
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

export interface ClientRowsProps<T> {
  readonly grid: DataGridProps<T>;
  readonly state: GridState;
  readonly isPaginated: boolean;
  /** Renders the grid with the rows of the current page and the count after filtering. */
  readonly children: (rows: ReadonlyArray<T>, totalRows: number) => ReactNode;
}

/**
 * Client mode: TanStack Table sorts, filters (the grid's one filter rule) and pages `data` by the grid's
 * state. Loaded with the table (server-mode grids, the admin lists, never load it).
 */
export default function ClientRows<T extends RowData>({
  grid,
  state,
  isPaginated,
  children,
}: ClientRowsProps<T>) {
  const { columns, data, getRowId } = grid;
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
    state,
    manualPagination: !isPaginated,
    autoResetPageIndex: false,
    sortDescFirst: false,
  });
  const rowModel = table.getRowModel();
  const rows = useMemo(() => rowModel.rows.map((row) => row.original), [rowModel]);
  return children(rows, table.getPrePaginatedRowModel().rows.length);
}
