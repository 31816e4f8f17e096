import { ErrorText } from "@haulboard/domain";
import { lazy, Suspense, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type Selection, type SortDescriptor, Table, TableBody } from "react-aria-components/Table";
import { Icon } from "../Icon/Icon.tsx";
import { errorIcon } from "../Icon/icons.tsx";
import { Spinner } from "../Spinner/Spinner.tsx";
import * as styles from "./DataGrid.css.ts";
import { DataRow, DetailRow, type GridEntry, GridHeader, type RowContext } from "./GridParts.tsx";
import type { DataGridProps } from "./types.ts";

const detailSuffix = "::detail";
const VirtualFrame = lazy(() => import("./VirtualFrame.tsx"));

export interface GridTableProps<T> extends DataGridProps<T> {
  /** The rows to show now (sorted, filtered and paged in client mode). */
  rows: ReadonlyArray<T>;
  sortDescriptor: SortDescriptor | undefined;
  onSortChange: (descriptor: SortDescriptor) => void;
}

/**
 * The grid itself on React Aria's `Table` (and `Virtualizer` for thousands of rows, loaded with the first
 * virtualized grid): keyboard model, selection, sorting, expanded rows and the loading / error / empty
 * states. Loaded on demand by `DataGrid`, so a route's first load carries only the filters, the pager and
 * the model.
 */
export default function GridTable<T>(props: GridTableProps<T>) {
  const {
    label,
    columns,
    rows,
    getRowId,
    getRowLabel,
    isLoading = false,
    error,
    emptyText = ErrorText.noResults,
    renderExpanded,
    rowActions,
    actionsHeader = "Actions",
    selectionMode = "none",
    onSelectionChange,
    virtualize = false,
    rowHeight = 44,
    maxHeight,
  } = props;
  const canExpand = Boolean(renderExpanded) && !virtualize;
  const gridId = useId();
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
      (error ? [] : rows).flatMap((row): GridEntry<T>[] => {
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
    [error, rows, canExpand, expanded],
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
        <Icon icon={errorIcon} />
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
      sortDescriptor={props.sortDescriptor}
      onSortChange={props.onSortChange}
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
    <div
      className={virtualize ? styles.virtualFrame : styles.scroller}
      style={virtualize ? undefined : { maxHeight }}
    >
      {virtualize ? (
        <Suspense fallback={<Spinner label="Loading" showLabel size="small" />}>
          <VirtualFrame rowHeight={rowHeight}>{table}</VirtualFrame>
        </Suspense>
      ) : (
        table
      )}
      {isLoading && hasRows ? (
        <div className={styles.busyOverlay}>
          <Spinner label="Loading" />
        </div>
      ) : null}
    </div>
  );
}
