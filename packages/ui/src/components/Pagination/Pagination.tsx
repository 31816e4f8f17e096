import { Button } from "../Button/Button.tsx";
import { chevronLeftIcon, chevronRightIcon } from "../Icon/icons.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Pagination.css.ts";

/** The page numbers to show: first, last, the current one and its neighbours, with gaps as "gap". */
export function pageItems(page: number, pageCount: number, siblings = 1): Array<number | "gap"> {
  if (pageCount <= 0) return [];
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | "gap"> = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push("gap");
    items.push(p);
  }
  return items;
}

export interface PaginationProps {
  /** The current page, starting at 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page (starting at 1) the user moves to. */
  onPageChange: (page: number) => void;
  /**
   * The name of the navigation landmark.
   * @default "Pagination"
   */
  label?: string;
  /**
   * How many page buttons to show on each side of the current one.
   * @default 1
   */
  siblings?: number;
  /**
   * Disables every button (while a page loads).
   * @default false
   */
  isDisabled?: boolean;
}

/** Page navigation for lists and grids: Previous, numbered pages with gaps, Next. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = "Pagination",
  siblings = 1,
  isDisabled = false,
}: PaginationProps) {
  const count = Math.max(1, pageCount);
  return (
    <nav aria-label={label} className={styles.nav}>
      <IconButton
        icon={chevronLeftIcon}
        label="Previous page"
        size="small"
        isDisabled={isDisabled || page <= 1}
        onPress={() => onPageChange(page - 1)}
      />
      <ul className={styles.list}>
        {pageItems(page, count, siblings).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                size="small"
                variant={item === page ? "primary" : "tertiary"}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                isDisabled={isDisabled}
                onPress={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <IconButton
        icon={chevronRightIcon}
        label="Next page"
        size="small"
        isDisabled={isDisabled || page >= count}
        onPress={() => onPageChange(page + 1)}
      />
    </nav>
  );
}
