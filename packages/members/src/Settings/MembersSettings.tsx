import { Link } from "@haulboard/ui";
import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";
import * as local from "./MembersSettings.css.ts";

export const membersSettingsSections = [
  { key: "reset-password", label: MembersText.resetPasswordTab, path: "/members/settings/reset-password" },
  { key: "delete-account", label: MembersText.deleteAccountTab, path: "/members/settings/delete-account" },
] as const;

/** The section on screen: delete account is the default (access §2). */
export const currentSettingsSection = (pathname: string): "reset-password" | "delete-account" =>
  pathname.replace(/\/+$/, "").endsWith("/reset-password") ? "reset-password" : "delete-account";

export interface MembersSettingsProps {
  /** The section's content; the matched child route by default. */
  readonly children?: ReactNode;
}

/** `/members/settings` (access §2): the reset-password and delete-account sections. */
export function MembersSettings({ children }: MembersSettingsProps) {
  const current = currentSettingsSection(useLocation().pathname);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MembersText.settingsTitle}</h1>
      <nav aria-label="Settings sections">
        <ul className={local.sections}>
          {membersSettingsSections.map((section) => (
            <li key={section.key}>
              <Link
                href={section.path}
                variant={section.key === current ? "standalone" : "subtle"}
                aria-current={section.key === current ? "page" : undefined}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children ?? <Outlet />}
    </div>
  );
}
