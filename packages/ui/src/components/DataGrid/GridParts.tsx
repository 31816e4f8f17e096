import { formatDate, toApiDate } from "@haulboard/domain";
import { type FocusEvent, type KeyboardEvent, type ReactNode, useContext, useId } from "react";
import { Checkbox } from "react-aria-components/Checkbox";
import { Cell, Column, Row, TableHeader, TableStateContext } from "react-aria-components/Table";
import { visuallyHidden } from "../../theme/visuallyHidden.css.ts";
import * as checkboxStyles from "../Checkbox/Checkbox.css.ts";
import { CheckboxBox } from "../Checkbox/Checkbox.tsx";
import { Icon } from "../Icon/Icon.tsx";
import { chevronDownIcon, chevronRightIcon, chevronUpIcon, sortIcon } from "../Icon/icons.tsx";
import * as styles from "./DataGrid.css.ts";
import type { DataGridColumn, GridValue, SelectionMode } from "./types.ts";

/** What every row of one grid shares. */
export interface RowContext<T> {
  columns: ReadonlyArray<DataGridColumn<T>>;
  selectionMode: SelectionMode;
  canExpand: boolean;
  rowLabel: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  actionsHeader: string;
  virtualize: boolean;
  columnCount: number;
  gridId: string;
}

/** An entry of the body: a data row, or the expanded content under one. */
export interface GridEntry<T> {
  /** The collection key: the row id, or the row id and "::detail". */
  id: string;
  rowId: string;
  kind: "row" | "detail";
  row: T;
  isExpanded: boolean;
  onToggle: () => void;
}

const display = (value: GridValue): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (value instanceof Date) return formatDate(toApiDate(value));
  return String(value);
};

const isRowHeader = <T,>(column: DataGridColumn<T>, index: number, all: ReadonlyArray<DataGridColumn<T>>) =>
  column.isRowHeader ?? (index === 0 && !all.some((c) => c.isRowHeader));

const narrow = (virtualize: boolean) => (virtualize ? { width: 56 } : { style: { width: "3rem" } });

/** RAC's selection checkbox, named by our own text ("Select Ada Lovelace", "Select all rows"). */
function SelectionCheckbox({ label }: { label: string }) {
  const id = useId();
  return (
    <>
      <span id={id} hidden>
        {label}
      </span>
      <Checkbox slot="selection" aria-labelledby={id} className={checkboxStyles.choice}>
        {({ isSelected, isIndeterminate }) => (
          <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
        )}
      </Checkbox>
    </>
  );
}

export function GridHeader<T>({ ctx }: { ctx: RowContext<T> }) {
  const { columns, selectionMode, canExpand, rowActions, virtualize } = ctx;
  return (
    <TableHeader>
      {selectionMode !== "none" ? (
        <Column id="__select" className={styles.headerCell} textValue="Selection" {...narrow(virtualize)}>
          {selectionMode === "multiple" ? (
            <SelectionCheckbox label="Select all rows" />
          ) : (
            <span className={visuallyHidden}>Selection</span>
          )}
        </Column>
      ) : null}
      {canExpand ? (
        <Column id="__expand" className={styles.headerCell} textValue="Details" {...narrow(virtualize)}>
          <span className={visuallyHidden}>Details</span>
        </Column>
      ) : null}
      {columns.map((column, index) => (
        <Column
          key={column.id}
          id={column.id}
          textValue={column.header}
          isRowHeader={isRowHeader(column, index, columns)}
          allowsSorting={column.isSortable ?? Boolean(column.value)}
          className={column.align === "end" ? styles.headerCellEnd : styles.headerCell}
          style={virtualize ? undefined : { width: column.width }}
        >
          {({ allowsSorting, sortDirection }) => (
            <span className={styles.columnTitle}>
              {column.header}
              {allowsSorting ? (
                <span className={styles.sortIcon} data-sorted={sortDirection || undefined}>
                  <Icon
                    icon={
                      sortDirection === "ascending"
                        ? chevronUpIcon
                        : sortDirection === "descending"
                          ? chevronDownIcon
                          : sortIcon
                    }
                    size="small"
                  />
                </span>
              ) : null}
            </span>
          )}
        </Column>
      ))}
      {rowActions ? (
        <Column id="__actions" className={styles.headerCellEnd} textValue={ctx.actionsHeader}>
          {ctx.actionsHeader}
        </Column>
      ) : null}
    </TableHeader>
  );
}

export function DataRow<T>({ entry, ctx }: { entry: GridEntry<T>; ctx: RowContext<T> }) {
  const { row, id, isExpanded } = entry;
  const { columns, rowActions, virtualize } = ctx;
  const label = ctx.rowLabel(row);
  return (
    <Row id={id} textValue={label} className={styles.row}>
      {ctx.selectionMode !== "none" ? (
        <Cell className={styles.cell}>
          <SelectionCheckbox label={`Select ${label}`} />
        </Cell>
      ) : null}
      {ctx.canExpand ? (
        <Cell className={styles.cell}>
          <button
            type="button"
            className={styles.expandButton}
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? `${ctx.gridId}-detail-${entry.rowId}` : undefined}
            aria-label={`${label} details`}
            onClick={entry.onToggle}
          >
            <Icon icon={isExpanded ? chevronDownIcon : chevronRightIcon} />
          </button>
        </Cell>
      ) : null}
      {columns.map((column) => (
        <Cell
          key={column.id}
          className={`${column.align === "end" ? styles.cellEnd : styles.cell} ${virtualize ? styles.nowrap : ""}`}
        >
          {column.cell ? column.cell(row) : display(column.value?.(row))}
        </Cell>
      ))}
      {rowActions ? (
        <Cell className={styles.cellEnd}>
          <div className={styles.actions}>{rowActions(row)}</div>
        </Cell>
      ) : null}
    </Row>
  );
}

/**
 * An expanded row: one cell over all columns. Arrow keys reach its content as a whole; Tab enters it.
 * While focus is inside (text, a form, another grid) the outer grid's keys are off, so the content
 * keeps its own tab order and keys.
 */
export function DetailRow<T>({
  entry,
  ctx,
  children,
}: {
  entry: GridEntry<T>;
  ctx: RowContext<T>;
  children: ReactNode;
}) {
  return (
    <Row id={entry.id} textValue={`${ctx.rowLabel(entry.row)} details`} className={styles.detailRow}>
      <Cell colSpan={ctx.columnCount} className={styles.detailCell}>
        <DetailContent
          id={`${ctx.gridId}-detail-${entry.rowId}`}
          label={`${ctx.rowLabel(entry.row)} details`}
        >
          {children}
        </DetailContent>
      </Cell>
    </Row>
  );
}

const tabbable =
  'button:not([disabled]):not([tabindex="-1"]), a[href]:not([tabindex="-1"]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

function DetailContent({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const state = useContext(TableStateContext);
  const onFocus = (event: FocusEvent<HTMLDivElement>) =>
    state?.setKeyboardNavigationDisabled(event.target !== event.currentTarget);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      state?.setKeyboardNavigationDisabled(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || event.shiftKey || event.target !== event.currentTarget) return;
    const first = event.currentTarget.querySelector<HTMLElement>(tabbable);
    if (!first) return;
    event.preventDefault();
    event.stopPropagation();
    first.focus();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of any content (text, a grid), not of form fields
    <div
      id={id}
      role="group"
      aria-label={label}
      data-grid-detail
      tabIndex={-1}
      className={styles.detailContent}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
