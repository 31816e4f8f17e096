import type { ReactNode } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button";
import * as styles from "./Button.css.ts";

export const buttonVariants = ["primary", "secondary", "tertiary", "critical"] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ["small", "medium", "large"] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "style" | "children" | "isPending"> {
  /** The button's text (and optional inline content). */
  children: ReactNode;
  /**
   * The visual emphasis: one `primary` action per view, `secondary` for the others, `tertiary` for
   * low-emphasis actions, `critical` for destructive ones.
   * @default "primary"
   */
  variant?: ButtonVariant;
  /**
   * The height and text size.
   * @default "medium"
   */
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores presses while an action runs; the button stays focusable and its
   * accessible name gains `loadingLabel`.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The text read by assistive technology while `isLoading`.
   * @default "Loading"
   */
  loadingLabel?: string;
  /**
   * An element (usually an `<Icon />`) drawn before the text.
   * @default undefined
   */
  iconStart?: ReactNode;
  /**
   * An element (usually an `<Icon />`) drawn after the text.
   * @default undefined
   */
  iconEnd?: ReactNode;
  /**
   * Stretches the button to the width of its container.
   * @default false
   */
  isFullWidth?: boolean;
}

/** The Haulboard button: a react-aria Button with the design system's variants and sizes. */
export function Button({
  children,
  variant = "primary",
  size = "medium",
  isLoading = false,
  loadingLabel = "Loading",
  iconStart,
  iconEnd,
  isFullWidth = false,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isLoading}
      className={styles.button({ variant, size, fullWidth: isFullWidth })}
    >
      {isLoading ? <span className={styles.spinner} aria-hidden="true" /> : iconStart}
      {children}
      {isLoading ? <span className={styles.visuallyHidden}>{loadingLabel}</span> : iconEnd}
    </AriaButton>
  );
}
