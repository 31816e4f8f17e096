import { defaultPageSize } from "@haulboard/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import type { SortDescriptor } from "react-aria-components/Table";
import type { GridFilterValue } from "./filters.ts";
import type { DataGridProps, DataGridQuery } from "./types.ts";

/** The grid's sorting, filters and page (in TanStack Table's shapes, which the client rows use as they are). */
export interface GridState {
  sorting: { id: string; desc: boolean }[];
  columnFilters: { id: string; value: GridFilterValue }[];
  pagination: { pageIndex: number; pageSize: number };
}

const toQuery = ({ sorting, columnFilters, pagination }: GridState): DataGridQuery => ({
  page: pagination.pageIndex + 1,
  pageSize: pagination.pageSize,
  skip: pagination.pageIndex * pagination.pageSize,
  sorting: sorting.map((sort) => ({ columnId: sort.id, direction: sort.desc ? "desc" : "asc" })),
  filters: columnFilters.map((filter) => ({
    columnId: filter.id,
    op: filter.value.op,
    value: filter.value.value,
  })),
});

const fromQuery = (query: DataGridQuery): GridState => ({
  sorting: query.sorting.map((sort) => ({ id: sort.columnId, desc: sort.direction === "desc" })),
  columnFilters: query.filters.map((f) => ({ id: f.columnId, value: { op: f.op, value: f.value } })),
  pagination: { pageIndex: query.page - 1, pageSize: query.pageSize },
});

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The grid's query: held here (client mode, uncontrolled server mode) or by the caller (controlled server
 * mode, through `query` and `onQueryChange`). A new sort or filter starts again from the first page.
 * Server mode needs nothing more; client mode sorts, filters and pages `data` with TanStack Table in
 * `ClientRows`, loaded with the table.
 */
export function useGridState<T>(props: DataGridProps<T>, isPaginated: boolean) {
  const { mode = "client", query, onQueryChange } = props;
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
  // Stable while the query is, so the client rows (memoised on the state's identity) are too.
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
  const firstPage = (current: GridState) => ({ ...current.pagination, pageIndex: 0 });

  // An uncontrolled server grid reports its query on mount and on every change.
  useEffect(() => {
    if (isServer && !isControlled) onQueryChangeRef.current?.(toQuery(internal));
  }, [isServer, isControlled, internal]);

  const sort = state.sorting[0];
  return {
    state,
    pageIndex: state.pagination.pageIndex,
    pageSize: state.pagination.pageSize,
    setPage: (page: number) =>
      update((s) => ({ ...s, pagination: { ...s.pagination, pageIndex: Math.max(0, page - 1) } })),
    setPageSize: (size: number) => update((s) => ({ ...s, pagination: { pageIndex: 0, pageSize: size } })),
    filters: state.columnFilters,
    // The same filters again (the filters' debounce after mount, an operator changed on an empty value)
    // are no new filter: the reader stays on the page they are on.
    setFilters: (filters: GridState["columnFilters"]) =>
      update((s) =>
        sameJson(filters, s.columnFilters) ? s : { ...s, columnFilters: filters, pagination: firstPage(s) },
      ),
    sortDescriptor: sort
      ? ({ column: sort.id, direction: sort.desc ? "descending" : "ascending" } satisfies SortDescriptor)
      : undefined,
    sortBy: ({ column, direction }: SortDescriptor) =>
      update((s) => ({
        ...s,
        sorting: [{ id: String(column), desc: direction === "descending" }],
        pagination: firstPage(s),
      })),
  };
}

export type GridModel = ReturnType<typeof useGridState>;
