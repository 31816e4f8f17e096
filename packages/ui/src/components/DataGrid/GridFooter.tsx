import { Pagination } from "../Pagination/Pagination.tsx";
import * as styles from "./DataGrid.css.ts";

interface GridFooterProps {
  label: string;
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  totalRows: number;
  pageSizeOptions: number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/**
 * "Rows per page", the "1–10 of 57" summary and the page buttons under the grid. The buttons stay live while
 * a page loads (the grid shows the rows it has, busy): a second press is never lost to a disabled button.
 */
export function GridFooter({
  label,
  pageIndex,
  pageSize,
  pageCount,
  totalRows,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: GridFooterProps) {
  const firstShown = totalRows === 0 ? 0 : pageIndex * pageSize + 1;
  const lastShown = Math.min(totalRows, (pageIndex + 1) * pageSize);
  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [pageSize];
  return (
    <div className={styles.footer}>
      <label className={styles.pageSize}>
        Rows per page
        <select
          className={styles.filterSelect}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {options.map((size) => (
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
        page={pageIndex + 1}
        pageCount={pageCount}
        onPageChange={onPageChange}
      />
    </div>
  );
}
