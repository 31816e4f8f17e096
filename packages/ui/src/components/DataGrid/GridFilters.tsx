import { debounceMs } from "@haulboard/domain";
import { useEffect, useRef, useState } from "react";
import * as styles from "./DataGrid.css.ts";
import {
  filterOperatorLabels,
  type GridFilterOperator,
  type GridFilterValue,
  gridFilterOperatorKeys,
} from "./filters.ts";
import type { DataGridColumn } from "./types.ts";

interface AppliedFilter {
  id: string;
  value: unknown;
}

interface GridFiltersProps<T> {
  label: string;
  columns: ReadonlyArray<DataGridColumn<T>>;
  /** The filters the grid applies now. */
  applied: ReadonlyArray<AppliedFilter>;
  /** Called 300 ms after typing stops, with the non-empty filters. */
  onApply: (filters: { id: string; value: GridFilterValue }[]) => void;
}

/**
 * The column filters above the grid, in a `<search>` landmark: per column an operator picker
 * ("Name operator") and a text ("Filter Name"), ordinary tab stops outside the grid.
 */
export function GridFilters<T>({ label, columns, applied, onApply }: GridFiltersProps<T>) {
  const [drafts, setDrafts] = useState<Record<string, GridFilterValue>>(() =>
    Object.fromEntries(applied.map((filter) => [filter.id, filter.value as GridFilterValue])),
  );
  const onApplyRef = useRef(onApply);
  onApplyRef.current = onApply;
  // Typing waits debounceMs (spec §9: grid filter debounce 300 ms) before it applies. The drafts live
  // here, so a keystroke re-renders the filters only, not the grid.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      onApplyRef.current(
        Object.entries(drafts)
          .filter(([, filter]) => filter.value.trim() !== "")
          .map(([id, filter]) => ({ id, value: { op: filter.op, value: filter.value.trim() } })),
      );
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [drafts]);
  const onDraftChange = (columnId: string, draft: GridFilterValue) =>
    setDrafts((current) => ({ ...current, [columnId]: draft }));
  const filterable = columns.filter((column) => column.isFilterable);
  if (filterable.length === 0) return null;
  return (
    <search className={styles.filters} aria-label={`Filter ${label}`}>
      {filterable.map((column) => {
        const draft = drafts[column.id] ?? { op: "contains", value: "" };
        const update = (next: Partial<GridFilterValue>) => onDraftChange(column.id, { ...draft, ...next });
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
  );
}
