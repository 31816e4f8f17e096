import { createElement, type ReactNode } from "react";
import { type Sprinkles, sprinkles } from "./sprinkles.css.ts";

export const boxElements = [
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "main",
  "nav",
  "span",
  "ul",
  "ol",
  "li",
  "form",
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps extends Sprinkles {
  /**
   * The HTML element to render.
   * @default "div"
   */
  as?: BoxElement;
  /** The content. */
  children?: ReactNode;
  /** Element id (for `aria-labelledby` and skip links). @default undefined */
  id?: string;
  /** Accessible name for landmarks such as `nav` or `section`. @default undefined */
  "aria-label"?: string;
  /** Id of the element that names this one. @default undefined */
  "aria-labelledby"?: string;
  /** A landmark or list role where the element alone does not give it. @default undefined */
  role?: string;
  /** Test hook. @default undefined */
  "data-testid"?: string;
}

/**
 * The base layout primitive: any theme-bound spacing, colour, border or flex property as a prop, so
 * screens need no custom CSS. `<Box padding="lg" background="surfaceSunken" borderRadius="md">`.
 */
export function Box({ as = "div", children, id, role, ...rest }: BoxProps) {
  const {
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledby,
    "data-testid": testId,
    ...atoms
  } = rest;
  return createElement(
    as,
    {
      id,
      role,
      "aria-label": ariaLabel,
      "aria-labelledby": ariaLabelledby,
      "data-testid": testId,
      className: sprinkles(atoms),
    },
    children,
  );
}
