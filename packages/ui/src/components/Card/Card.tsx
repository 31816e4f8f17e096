import { type ReactNode, useId } from "react";
import * as styles from "./Card.css.ts";

export const cardVariants = ["outlined", "raised", "sunken"] as const;
export type CardVariant = (typeof cardVariants)[number];

export interface CardProps {
  /**
   * The card's heading; it also names the card region.
   * @default undefined
   */
  title?: string;
  /**
   * A line under the title.
   * @default undefined
   */
  subtitle?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Controls at the right of the header (a menu, a badge).
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * Controls at the bottom, right-aligned (buttons).
   * @default undefined
   */
  footer?: ReactNode;
  /** @default "outlined" */
  variant?: CardVariant;
  children?: ReactNode;
}

/** A surface that groups related content: a job summary, a candidate, a plan. */
export function Card({
  title,
  subtitle,
  headingLevel = 2,
  actions,
  footer,
  variant = "outlined",
  children,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card[variant]} aria-labelledby={title ? titleId : undefined}>
      {title || actions ? (
        <header className={styles.header}>
          <div>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions}
        </header>
      ) : null}
      {children}
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </section>
  );
}
