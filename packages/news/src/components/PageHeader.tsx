import { Inline, Stack } from "@haulboard/ui";
import type { ReactNode } from "react";
import * as styles from "./PageHeader.css.ts";

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title. @default undefined */
  subtitle?: ReactNode;
  /** Actions at the end of the title row. @default undefined */
  actions?: ReactNode;
}

/** The title row of a news screen. */
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
