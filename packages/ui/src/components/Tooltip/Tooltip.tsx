import type { ReactElement, ReactNode } from "react";
import { Tooltip as AriaTooltip, TooltipTrigger } from "react-aria-components/Tooltip";
import * as styles from "./Tooltip.css.ts";

export const tooltipPlacements = ["top", "bottom", "start", "end"] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The focusable element described (a Button, IconButton or Link from this design system). */
  children: ReactElement;
  /** The tooltip text. It supplements the trigger's name; never put essential content only here. */
  content: ReactNode;
  /** @default "top" */
  placement?: TooltipPlacement;
  /**
   * Delay in ms before showing on hover (focus shows it at once).
   * @default 600
   */
  delay?: number;
  /**
   * Controlled open state.
   * @default undefined
   */
  isOpen?: boolean;
}

/** A short description shown on hover and keyboard focus; Escape hides it. */
export function Tooltip({ children, content, placement = "top", delay = 600, isOpen }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isOpen={isOpen}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
