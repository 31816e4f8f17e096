import type { RowData } from "@tanstack/react-table";
import { lazy, type ReactNode, Suspense, useDeferredValue } from "react";
import { Spinner } from "../Spinner/Spinner.tsx";
import type { ClientRowsProps } from "./ClientRows.tsx";
import * as styles from "./DataGrid.css.ts";
import { GridFilters } from "./GridFilters.tsx";
import { GridFooter } from "./GridFooter.tsx";
import type { GridTableProps } from "./GridTable.tsx";
import type { DataGridProps } from "./types.ts";
import { type GridModel, useGridState } from "./useGridModel.ts";

// React Aria's Table (with its keyboard model, collections and Virtualizer) and, for client-mode grids,
// TanStack Table's row models are the heavy parts: they load with the first grid shown, not with every
// route that may show one. Once loaded (or preloaded with `preloadDataGrid`), grids render them at once,
// without a Suspense pass.
type GridTableComponent = <T>(props: GridTableProps<T>) => ReactNode;
type ClientRowsComponent = <T>(props: ClientRowsProps<T>) => ReactNode;
let loadedTable: GridTableComponent | undefined;
let loadedClientRows: ClientRowsComponent | undefined;
const loadTable = () =>
  import("./GridTable.tsx").then((module) => {
    loadedTable = module.default as GridTableComponent;
    return module;
  });
const loadClientRows = () =>
  import("./ClientRows.tsx").then((module) => {
    loadedClientRows = module.default as ClientRowsComponent;
    return module;
  });
/** Loads the grid's code ahead of the first grid (a route's loader, the story preview). */
export const preloadDataGrid = () => Promise.all([loadTable(), loadClientRows()]);
// (`lazy` drops the components' type parameters; this restores them.)
const LazyGridTable = lazy(loadTable) as unknown as GridTableComponent;
const LazyClientRows = lazy(loadClientRows) as unknown as ClientRowsComponent;

const pendingGrid = (
  <div className={styles.scroller}>
    <div className={styles.pending}>
      <Spinner label="Loading" showLabel size="small" />
    </div>
  </div>
);

const noRows: ReadonlyArray<never> = [];

interface GridViewProps<T> {
  readonly grid: DataGridProps<T>;
  readonly model: GridModel;
  readonly isPaginated: boolean;
  readonly rows: ReadonlyArray<T>;
  readonly totalRows: number;
}

function GridView<T>({
  grid,
  model,
  isPaginated,
  rows: currentRows,
  totalRows: currentTotal,
}: GridViewProps<T>) {
  const { label, columns, pageSizeOptions = [10, 25, 50] } = grid;
  const GridTable = loadedTable ?? LazyGridTable;
  // New rows render in a transition, which React splits into short tasks: a page of 50 companies is a few
  // hundred milliseconds of rendering on a slow phone, and in one task it would hold up taps and scrolls.
  // Until they are in, the grid keeps the rows it shows (or its loading state).
  const rows = useDeferredValue(currentRows, noRows);
  const totalRows = useDeferredValue(currentTotal, 0);
  const isCatchingUp = rows !== currentRows;
  // The pager waits for the first rows: shown above them while they load, it would jump down when they
  // arrive (a layout shift), and before them it has nothing to say.
  const isFirstLoad = rows.length === 0 && (grid.isLoading === true || isCatchingUp);
  return (
    <div className={styles.root}>
      <GridFilters label={label} columns={columns} applied={model.filters} onApply={model.setFilters} />
      <Suspense fallback={pendingGrid}>
        <GridTable
          {...grid}
          rows={rows}
          isLoading={grid.isLoading === true || (isCatchingUp && rows.length === 0)}
          sortDescriptor={model.sortDescriptor}
          onSortChange={model.sortBy}
        />
      </Suspense>
      {isPaginated && !isFirstLoad ? (
        <GridFooter
          label={label}
          pageIndex={model.pageIndex}
          pageSize={model.pageSize}
          pageCount={Math.max(1, Math.ceil(totalRows / model.pageSize))}
          totalRows={totalRows}
          pageSizeOptions={pageSizeOptions}
          onPageChange={model.setPage}
          onPageSizeChange={model.setPageSize}
        />
      ) : null}
    </div>
  );
}

/**
 * The data grid of the admin and employer screens: React Aria's `Table` (the ARIA grid keyboard
 * model, selection, sorting, `Virtualizer` for thousands of rows) over the grid's query: server mode
 * takes it as a controlled prop and shows the page it is given; client mode sorts, filters (the four
 * operators) and pages `data` with TanStack Table. Rows expand to free content (even another grid), with
 * row actions, a sticky header and loading / error / empty states.
 */
export function DataGrid<T extends RowData>(props: DataGridProps<T>) {
  const isPaginated = props.isPaginated ?? !props.virtualize;
  const model = useGridState(props, isPaginated);
  const view = (rows: ReadonlyArray<T>, totalRows: number) => (
    <GridView grid={props} model={model} isPaginated={isPaginated} rows={rows} totalRows={totalRows} />
  );
  if (props.mode === "server") return view(props.data, props.rowCount ?? props.data.length);
  const ClientRows = loadedClientRows ?? LazyClientRows;
  return (
    <Suspense fallback={<div className={styles.root}>{pendingGrid}</div>}>
      <ClientRows grid={props} state={model.state} isPaginated={isPaginated}>
        {view}
      </ClientRows>
    </Suspense>
  );
}
