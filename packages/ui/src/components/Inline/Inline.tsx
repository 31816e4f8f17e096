import { createElement, type ReactNode } from "react";
import type { BoxElement } from "../Box/Box.tsx";
import { type FlowSprinkles, flex, flowSprinkles } from "../Box/flow.css.ts";

export const inlineAlignments = ["start", "center", "end", "spaceBetween"] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
const justify = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  spaceBetween: "space-between",
} as const;

export const inlineVerticalAlignments = ["start", "center", "end", "baseline", "stretch"] as const;
export type InlineVerticalAlignment = (typeof inlineVerticalAlignments)[number];
const alignY = {
  start: "flex-start",
  center: "center",
  end: "flex-end",
  baseline: "baseline",
  stretch: "stretch",
} as const;

export interface InlineProps {
  /** The items, laid out in a row that wraps. */
  children: ReactNode;
  /**
   * The space between items, in both directions.
   * @default "sm"
   */
  space?: FlowSprinkles["gap"];
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
  const className = `${flex} ${flowSprinkles({
    flexDirection: "row",
    flexWrap: noWrap ? "nowrap" : "wrap",
    gap: space,
    justifyContent: justify[align],
    alignItems: alignY[vertical],
  })}`;
  return createElement(as, { className, "aria-label": rest["aria-label"] }, children);
}
