import type { ReactNode } from "react";
import { Inline } from "../Inline/Inline.tsx";
import { Stack } from "../Stack/Stack.tsx";
import * as styles from "./PageHeader.css.ts";

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title (the Driver List's 'Manage drivers subscriptions'). @default undefined */
  subtitle?: ReactNode;
  /** Actions at the end of the title row (e.g. "Create admin"). @default undefined */
  actions?: ReactNode;
}

/** A screen's title row: its h1, a line under it, and its actions at the end (wrapping below when narrow). */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Inline align="spaceBetween" alignY="end" space="md">
      <Stack space="xs">
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </Stack>
      {actions}
    </Inline>
  );
}
