import { createElement, type ReactNode } from "react";
import type { Space } from "../../theme/tokens.ts";
import type { BoxElement } from "../Box/Box.tsx";
import * as flow from "../Box/flow.css.ts";

export const inlineAlignments = ["start", "center", "end", "spaceBetween"] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];

export const inlineVerticalAlignments = ["start", "center", "end", "baseline", "stretch"] as const;
export type InlineVerticalAlignment = (typeof inlineVerticalAlignments)[number];

export interface InlineProps {
  /** The items, laid out in a row that wraps. */
  children: ReactNode;
  /**
   * The space between items, in both directions.
   * @default "sm"
   */
  space?: Space;
  /**
   * Horizontal distribution of the items.
   * @default "start"
   */
  align?: InlineAlignment;
  /**
   * Vertical alignment of the items.
   * @default "center"
   */
  alignY?: InlineVerticalAlignment;
  /**
   * Keep items on one line instead of wrapping.
   * @default false
   */
  noWrap?: boolean;
  /**
   * The HTML element to render.
   * @default "div"
   */
  as?: BoxElement;
  /** Accessible name when the row is a landmark or list. @default undefined */
  "aria-label"?: string;
}

/** Items in a row (buttons, tags, badges) that wrap onto new lines when space runs out. */
export function Inline({
  children,
  space = "sm",
  align = "start",
  alignY: vertical = "center",
  noWrap = false,
  as = "div",
  ...rest
}: InlineProps) {
  const className = [
    flow.flex,
    flow.direction.row,
    flow.wrap[noWrap ? "nowrap" : "wrap"],
    flow.gap[space],
    flow.justifyContent[align],
    flow.alignItems[vertical],
  ].join(" ");
  return createElement(as, { className, "aria-label": rest["aria-label"] }, children);
}
