import { createElement, type ReactNode } from "react";
import type { Space } from "../../theme/tokens.ts";
import type { BoxElement } from "../Box/Box.tsx";
import * as flow from "../Box/flow.css.ts";

export const stackAlignments = ["stretch", "start", "center", "end"] as const;
export type StackAlignment = (typeof stackAlignments)[number];

export interface StackProps {
  /** The items, laid out top to bottom. */
  children: ReactNode;
  /**
   * The space between items (a token of the spacing scale).
   * @default "lg"
   */
  space?: Space;
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
  const className = `${flow.flex} ${flow.direction.column} ${flow.gap[space]} ${flow.alignItems[align]}`;
  return createElement(as, { className, "aria-label": rest["aria-label"] }, children);
}
