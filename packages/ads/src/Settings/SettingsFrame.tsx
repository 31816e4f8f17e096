import { Link, Stack } from "@haulboard/ui";
import type { ReactNode } from "react";
import { AdsText } from "../AdsText.ts";
import * as styles from "../screens.css.ts";

/** The two settings pages, with links between them (the ads navigation has one Settings entry). */
export function SettingsFrame({
  title,
  current,
  children,
}: {
  readonly title: string;
  readonly current: "general" | "home";
  readonly children: ReactNode;
}) {
  return (
    <Stack space="lg">
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={AdsText.settings.title} className={styles.links}>
        <Link
          href="/ads/settings"
          variant="standalone"
          aria-current={current === "general" ? "page" : undefined}
        >
          {AdsText.settings.generalLink}
        </Link>
        <Link
          href="/ads/settings/home"
          variant="standalone"
          aria-current={current === "home" ? "page" : undefined}
        >
          {AdsText.settings.homeLink}
        </Link>
      </nav>
      {children}
    </Stack>
  );
}
