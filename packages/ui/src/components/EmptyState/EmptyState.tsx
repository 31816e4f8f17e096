import type { ReactNode } from "react";
import { Icon } from "../Icon/Icon.tsx";
import { type IconGlyph, searchIcon } from "../Icon/icons.tsx";
import * as styles from "./EmptyState.css.ts";

export interface EmptyStateProps {
  /** The main message, e.g. "No results found". */
  title: string;
  /**
   * More explanation under the title.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A decorative icon of the set above the title.
   * @default "search"
   */
  icon?: IconGlyph | null;
  /**
   * A call to action (usually a Button).
   * @default undefined
   */
  action?: ReactNode;
  /**
   * Heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or screen shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  icon = searchIcon,
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon ? (
        <span className={styles.icon}>
          <Icon icon={icon} size="inherit" />
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
