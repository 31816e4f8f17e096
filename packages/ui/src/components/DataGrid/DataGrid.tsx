import type { RowData } from "@tanstack/react-table";
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type Selection, Table, TableBody } from "react-aria-components/Table";
import { TableLayout, Virtualizer } from "react-aria-components/Virtualizer";
import { Icon } from "../Icon/Icon.tsx";
import { Spinner } from "../Spinner/Spinner.tsx";
import * as styles from "./DataGrid.css.ts";
import { GridFilters } from "./GridFilters.tsx";
import { GridFooter } from "./GridFooter.tsx";
import { DataRow, DetailRow, type GridEntry, GridHeader, type RowContext } from "./GridParts.tsx";
import type { DataGridProps } from "./types.ts";
import { useGridModel } from "./useGridModel.ts";

export type {
  DataGridColumn,
  DataGridProps,
  DataGridQuery,
  GridFilter,
  GridMode,
  GridSort,
  GridValue,
  SelectionMode,
} from "./types.ts";
export { gridModes, selectionModes } from "./types.ts";

const detailSuffix = "::detail";

/**
 * The data grid of the admin and employer screens: React Aria's `Table` (the ARIA grid keyboard
 * model, selection, sorting, `Virtualizer` for thousands of rows) over TanStack Table (client-mode
 * sorting, the four filter operators and paging). Server mode takes the query as a controlled prop.
 * Rows expand to free content (even another grid), with row actions, a sticky header and
 * loading / error / empty states.
 */
export function DataGrid<T extends RowData>(props: DataGridProps<T>) {
  const {
    label,
    columns,
    getRowId,
    getRowLabel,
    isLoading = false,
    error,
    emptyText = "No results found",
    renderExpanded,
    rowActions,
    actionsHeader = "Actions",
    selectionMode = "none",
    onSelectionChange,
    pageSizeOptions = [10, 25, 50],
    virtualize = false,
    rowHeight = 44,
    maxHeight,
  } = props;
  const isPaginated = props.isPaginated ?? !virtualize;
  const canExpand = Boolean(renderExpanded) && !virtualize;
  const gridId = useId();
  const model = useGridModel(props, isPaginated);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // React Aria's Table passes no aria-busy through: set it on the grid element itself.
  const tableRef = useRef<HTMLTableElement | HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (isLoading) tableRef.current?.setAttribute("aria-busy", "true");
    else tableRef.current?.removeAttribute("aria-busy");
  }, [isLoading]);

  const toggle = (rowId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });
  // Entries keep their identity while rows and expansion do, so React Aria re-renders no row for
  // an unrelated change (a keystroke in a search box above the grid).
  const getRowIdRef = useRef(getRowId);
  getRowIdRef.current = getRowId;
  const entries = useMemo(
    () =>
      (error ? [] : model.rows).flatMap((row): GridEntry<T>[] => {
        const rowId = getRowIdRef.current(row);
        const isExpanded = canExpand && expanded.has(rowId);
        const entry = {
          id: rowId,
          rowId,
          kind: "row" as const,
          row,
          isExpanded,
          onToggle: () => toggle(rowId),
        };
        return isExpanded ? [entry, { ...entry, id: rowId + detailSuffix, kind: "detail" }] : [entry];
      }),
    [error, model.rows, canExpand, expanded],
  );
  const onSelection = (keys: Selection) => {
    const ids =
      keys === "all" ? entries.filter((e) => e.kind === "row").map((e) => e.rowId) : [...keys].map(String);
    setSelected(new Set(ids));
    onSelectionChange?.(ids);
  };

  const ctx: RowContext<T> = {
    columns,
    selectionMode,
    canExpand,
    rowLabel: (row) => getRowLabel?.(row) ?? getRowId(row),
    rowActions,
    actionsHeader,
    virtualize,
    columnCount:
      columns.length + (selectionMode !== "none" ? 1 : 0) + (canExpand ? 1 : 0) + (rowActions ? 1 : 0),
    gridId,
  };
  const hasRows = entries.length > 0;
  const bodyMessage = () =>
    error ? (
      <span role="alert" className={styles.errorText}>
        <Icon name="error" />
        {error}
      </span>
    ) : isLoading ? (
      <Spinner label="Loading" showLabel size="small" />
    ) : (
      <span className={styles.emptyText}>{emptyText}</span>
    );

  const table = (
    <Table
      ref={tableRef}
      aria-label={label}
      className={virtualize ? styles.virtualTable : styles.table}
      style={virtualize ? { height: maxHeight ?? "32rem" } : undefined}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      selectedKeys={selected}
      onSelectionChange={onSelection}
      disabledKeys={entries.filter((e) => e.kind === "detail").map((e) => e.id)}
      disabledBehavior="selection"
      sortDescriptor={model.sortDescriptor}
      onSortChange={model.sortBy}
    >
      <GridHeader ctx={ctx} />
      <TableBody
        items={entries}
        dependencies={[ctx.columns, ctx.rowActions, ctx.selectionMode, expanded]}
        className={styles.body}
        data-busy={isLoading && hasRows ? true : undefined}
        renderEmptyState={bodyMessage}
      >
        {(entry) =>
          entry.kind === "detail" ? (
            <DetailRow entry={entry} ctx={ctx}>
              {renderExpanded?.(entry.row)}
            </DetailRow>
          ) : (
            <DataRow entry={entry} ctx={ctx} />
          )
        }
      </TableBody>
    </Table>
  );

  return (
    <div className={styles.root}>
      <GridFilters label={label} columns={columns} applied={model.filters} onApply={model.setFilters} />
      <div
        className={virtualize ? styles.virtualFrame : styles.scroller}
        style={virtualize ? undefined : { maxHeight }}
      >
        {virtualize ? (
          <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
            {table}
          </Virtualizer>
        ) : (
          table
        )}
        {isLoading && hasRows ? (
          <div className={styles.busyOverlay}>
            <Spinner label="Loading" />
          </div>
        ) : null}
      </div>
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
