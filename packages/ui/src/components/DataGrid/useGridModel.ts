import { defaultPageSize } from "@haulboard/domain";
import {
  type ColumnDef,
  type ColumnFiltersState,
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState } from "react";
import type { SortDescriptor } from "react-aria-components/Table";
import { type GridFilterValue, gridFilterFn } from "./filters.ts";
import type { DataGridProps, DataGridQuery } from "./types.ts";

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

/** The grid's sorting, filters and page, in TanStack's terms. */
interface GridState {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  pagination: PaginationState;
}

const toQuery = ({ sorting, columnFilters, pagination }: GridState): DataGridQuery => ({
  page: pagination.pageIndex + 1,
  pageSize: pagination.pageSize,
  skip: pagination.pageIndex * pagination.pageSize,
  sorting: sorting.map((sort) => ({ columnId: sort.id, direction: sort.desc ? "desc" : "asc" })),
  filters: columnFilters.map((filter) => {
    const value = filter.value as GridFilterValue;
    return { columnId: filter.id, op: value.op, value: value.value };
  }),
});

const fromQuery = (query: DataGridQuery): GridState => ({
  sorting: query.sorting.map((sort) => ({ id: sort.columnId, desc: sort.direction === "desc" })),
  columnFilters: query.filters.map((f) => ({ id: f.columnId, value: { op: f.op, value: f.value } })),
  pagination: { pageIndex: query.page - 1, pageSize: query.pageSize },
});

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const apply = <S>(updater: Updater<S>, current: S): S =>
  typeof updater === "function" ? (updater as (old: S) => S)(current) : updater;

/**
 * TanStack Table under the grid: client mode sorts, filters and pages `data`; server mode only holds
 * the query (controlled by the `query` prop, or kept here and reported through `onQueryChange`).
 */
export function useGridModel<T extends RowData>(props: DataGridProps<T>, isPaginated: boolean) {
  const { columns, data, getRowId, mode = "client", query, onQueryChange, rowCount } = props;
  const isServer = mode === "server";
  const isControlled = isServer && query !== undefined;
  const [internal, setInternal] = useState<GridState>(() => ({
    sorting: (props.initialSorting ?? []).map((s) => ({ id: s.columnId, desc: s.direction === "desc" })),
    columnFilters: [],
    pagination: {
      pageIndex: 0,
      pageSize: isPaginated ? (props.defaultPageSize ?? defaultPageSize) : Number.MAX_SAFE_INTEGER,
    },
  }));
  // Stable while the query is: TanStack's row models are memoised on the state's identity.
  const controlled = useMemo(() => (query ? fromQuery(query) : undefined), [query]);
  const state = isControlled && controlled ? controlled : internal;
  const stateRef = useRef(state);
  stateRef.current = state;
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;

  const update = (change: (current: GridState) => GridState) => {
    const next = change(stateRef.current);
    if (sameJson(next, stateRef.current)) return;
    if (isControlled) onQueryChangeRef.current?.(toQuery(next));
    else setInternal(next);
  };
  // A new filter or sort starts again from the first page.
  const firstPage = (current: GridState) => ({ ...current.pagination, pageIndex: 0 });

  // An uncontrolled server grid reports its query on mount and on every change.
  useEffect(() => {
    if (isServer && !isControlled) onQueryChangeRef.current?.(toQuery(internal));
  }, [isServer, isControlled, internal]);

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
    onSortingChange: (updater) =>
      update((s) => ({ ...s, sorting: apply(updater, s.sorting), pagination: firstPage(s) })),
    onColumnFiltersChange: (updater) =>
      update((s) => ({ ...s, columnFilters: apply(updater, s.columnFilters), pagination: firstPage(s) })),
    onPaginationChange: (updater) => update((s) => ({ ...s, pagination: apply(updater, s.pagination) })),
    manualSorting: isServer,
    manualFiltering: isServer,
    manualPagination: isServer || !isPaginated,
    rowCount: isServer ? (rowCount ?? data.length) : undefined,
    autoResetPageIndex: false,
    sortDescFirst: false,
  });

  const rowModel = table.getRowModel();
  const rows = useMemo(() => rowModel.rows.map((row) => row.original), [rowModel]);
  const totalRows = isServer ? (rowCount ?? data.length) : table.getPrePaginatedRowModel().rows.length;
  const { pageIndex, pageSize } = state.pagination;
  const sort = state.sorting[0];
  return {
    rows,
    totalRows,
    pageIndex,
    pageSize,
    pageCount: isPaginated ? Math.max(1, Math.ceil(totalRows / pageSize)) : 1,
    setPage: (page: number) => table.setPageIndex(page - 1),
    setPageSize: (size: number) => table.setPagination({ pageIndex: 0, pageSize: size }),
    filters: state.columnFilters,
    setFilters: (filters: { id: string; value: GridFilterValue }[]) => table.setColumnFilters(filters),
    sortDescriptor: sort
      ? ({ column: sort.id, direction: sort.desc ? "descending" : "ascending" } satisfies SortDescriptor)
      : undefined,
    sortBy: ({ column, direction }: SortDescriptor) =>
      table.setSorting([{ id: String(column), desc: direction === "descending" }]),
  };
}
