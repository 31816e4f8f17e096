import type { ReactNode } from "react";
import * as styles from "./Badge.css.ts";

/** The colour tones of a badge. */
export const badgeTones = ["neutral", "brand", "success", "info", "warning", "error"] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** The short text of the badge (a count, a tag, a state). */
  children: ReactNode;
  /**
   * The colour tone. Colour is never the only signal: the text carries the meaning.
   * @default "neutral"
   */
  tone?: BadgeTone;
  /**
   * An accessible name when the visible text alone is ambiguous (e.g. a bare number).
   * @default undefined
   */
  label?: string;
}

/** A small, non-interactive label for counts and categories. */
export function Badge({ children, tone = "neutral", label }: BadgeProps) {
  if (label) {
    return (
      <span className={styles.badge[tone]} role="img" aria-label={label}>
        {children}
      </span>
    );
  }
  return <span className={styles.badge[tone]}>{children}</span>;
}
