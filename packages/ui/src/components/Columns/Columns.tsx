import type { CSSProperties, ReactNode } from "react";
import type { Space } from "../../theme/tokens.ts";
import * as flow from "../Box/flow.css.ts";
import * as styles from "./Columns.css.ts";

export const columnsCollapsePoints = ["never", "tablet", "desktop", "largeLaptop"] as const;
export type ColumnsCollapsePoint = (typeof columnsCollapsePoints)[number];

export interface ColumnsProps {
  /** One child per column. */
  children: ReactNode;
  /**
   * The column widths as CSS grid tracks, e.g. `["2fr", "1fr"]` or `["16rem", "1fr"]`. Without it
   * every child gets an equal share.
   * @default undefined
   */
  widths?: readonly string[];
  /**
   * Number of equal columns, used when `widths` is not given.
   * @default 2
   */
  count?: number;
  /**
   * Below this breakpoint the columns stack into one (mobile first).
   * @default "tablet"
   */
  collapseBelow?: ColumnsCollapsePoint;
  /**
   * The gap between columns (and between stacked rows).
   * @default "lg"
   */
  space?: Space;
  /**
   * Vertical alignment of the columns.
   * @default "stretch"
   */
  alignY?: "stretch" | "start" | "center" | "end";
}

// The variable's bare name, for an inline style ("var(--x)" -> "--x").
const templateProperty = styles.template.replace(/^var\((.*)\)$/, "$1");

/** Side-by-side columns that collapse into a single column on small screens. */
export function Columns({
  children,
  widths,
  count = 2,
  collapseBelow = "tablet",
  space = "lg",
  alignY = "stretch",
}: ColumnsProps) {
  const template = widths
    ? widths.map((w) => `minmax(0, ${w})`).join(" ")
    : `repeat(${count}, minmax(0, 1fr))`;
  return (
    <div
      className={`${styles.collapse[collapseBelow]} ${flow.gap[space]} ${flow.alignItems[alignY]}`}
      style={{ [templateProperty]: template } as CSSProperties}
    >
      {children}
    </div>
  );
}
