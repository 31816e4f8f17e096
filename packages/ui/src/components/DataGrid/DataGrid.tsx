import type { RowData } from "@tanstack/react-table";
import { lazy, type ReactNode, Suspense } from "react";
import { Spinner } from "../Spinner/Spinner.tsx";
import * as styles from "./DataGrid.css.ts";
import { GridFilters } from "./GridFilters.tsx";
import { GridFooter } from "./GridFooter.tsx";
import type { GridTableProps } from "./GridTable.tsx";
import type { DataGridProps } from "./types.ts";
import { useGridModel } from "./useGridModel.ts";

// React Aria's Table (with its keyboard model, collections and Virtualizer) is the heavy part: it
// loads with the first grid shown, not with every route that may show one. Once loaded (or preloaded
// with `preloadDataGrid`), grids render it at once, without a Suspense pass.
type GridTableComponent = <T>(props: GridTableProps<T>) => ReactNode;
let loadedTable: GridTableComponent | undefined;
/** Loads the grid's table code ahead of the first grid (a route's loader, the story preview). */
export const preloadDataGrid = () =>
  import("./GridTable.tsx").then((module) => {
    loadedTable = module.default as GridTableComponent;
    return module;
  });
// (`lazy` drops the component's type parameter; this restores it.)
const LazyGridTable = lazy(preloadDataGrid) as unknown as GridTableComponent;

/**
 * The data grid of the admin and employer screens: React Aria's `Table` (the ARIA grid keyboard
 * model, selection, sorting, `Virtualizer` for thousands of rows) over TanStack Table (client-mode
 * sorting, the four filter operators and paging). Server mode takes the query as a controlled prop.
 * Rows expand to free content (even another grid), with row actions, a sticky header and
 * loading / error / empty states.
 */
export function DataGrid<T extends RowData>(props: DataGridProps<T>) {
  const { label, columns, isLoading = false, pageSizeOptions = [10, 25, 50], virtualize = false } = props;
  const isPaginated = props.isPaginated ?? !virtualize;
  const model = useGridModel(props, isPaginated);
  const GridTable = loadedTable ?? LazyGridTable;
  return (
    <div className={styles.root}>
      <GridFilters label={label} columns={columns} applied={model.filters} onApply={model.setFilters} />
      <Suspense
        fallback={
          <div className={styles.scroller}>
            <div className={styles.pending}>
              <Spinner label="Loading" showLabel size="small" />
            </div>
          </div>
        }
      >
        <GridTable
          {...props}
          rows={model.rows}
          sortDescriptor={model.sortDescriptor}
          onSortChange={model.sortBy}
        />
      </Suspense>
      {isPaginated ? (
        <GridFooter
          label={label}
          pageIndex={model.pageIndex}
          pageSize={model.pageSize}
          pageCount={model.pageCount}
          totalRows={model.totalRows}
          pageSizeOptions={pageSizeOptions}
          isDisabled={isLoading}
          onPageChange={model.setPage}
          onPageSizeChange={model.setPageSize}
        />
      ) : null}
    </div>
  );
}
