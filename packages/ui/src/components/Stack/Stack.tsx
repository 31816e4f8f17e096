import { createElement, type ReactNode } from "react";
import type { BoxElement } from "../Box/Box.tsx";
import { type FlowSprinkles, flex, flowSprinkles } from "../Box/flow.css.ts";

export const stackAlignments = ["stretch", "start", "center", "end"] as const;
export type StackAlignment = (typeof stackAlignments)[number];

const alignItems = { stretch: "stretch", start: "flex-start", center: "center", end: "flex-end" } as const;

export interface StackProps {
  /** The items, laid out top to bottom. */
  children: ReactNode;
  /**
   * The space between items (a token of the spacing scale, or a responsive object).
   * @default "lg"
   */
  space?: FlowSprinkles["gap"];
  /**
   * Horizontal alignment of the items.
   * @default "stretch"
   */
  align?: StackAlignment;
  /**
   * The HTML element to render (`ul` for a list of items).
   * @default "div"
   */
  as?: BoxElement;
  /** Accessible name when the stack is a landmark or list. @default undefined */
  "aria-label"?: string;
}

/** Items in a column with even space between them. */
export function Stack({ children, space = "lg", align = "stretch", as = "div", ...rest }: StackProps) {
  const className = `${flex} ${flowSprinkles({ flexDirection: "column", gap: space, alignItems: alignItems[align] })}`;
  return createElement(as, { className, "aria-label": rest["aria-label"] }, children);
}
