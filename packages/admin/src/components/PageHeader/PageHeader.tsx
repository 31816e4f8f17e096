import { Inline, Stack } from "@haulboard/ui";
import type { ReactNode } from "react";
import * as styles from "./PageHeader.css.ts";

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title (the Driver List's 'Manage drivers subscriptions'). @default undefined */
  subtitle?: string;
  /** Actions at the end of the header row (e.g. "Create admin"). @default undefined */
  actions?: ReactNode;
}

/** The title row of an admin screen. */
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

export interface SectionTitleProps {
  children: ReactNode;
  /** @default undefined */
  id?: string;
}

/** An h2 inside a screen (the employees of an expanded company, the admins list). */
export function SectionTitle({ children, id }: SectionTitleProps) {
  return (
    <h2 className={styles.sectionTitle} id={id}>
      {children}
    </h2>
  );
}
