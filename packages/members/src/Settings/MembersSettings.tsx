import { RoleName } from "@haulboard/domain";
import { useSession } from "@haulboard/shell";
import { Link } from "@haulboard/ui";
import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { DriversText } from "../DriversText.ts";
import { MembersText } from "../MembersText.ts";
import * as styles from "../styles.css.ts";
import * as local from "./MembersSettings.css.ts";

export const membersSettingsSections = [
  { key: "profile", label: DriversText.profileTab, path: "/members/settings/profile" },
  { key: "reset-password", label: MembersText.resetPasswordTab, path: "/members/settings/reset-password" },
  { key: "delete-account", label: MembersText.deleteAccountTab, path: "/members/settings/delete-account" },
] as const;

/** The section on screen: delete account is the default (access §2). */
export const currentSettingsSection = (pathname: string): "profile" | "reset-password" | "delete-account" => {
  const path = pathname.replace(/\/+$/, "");
  if (path.endsWith("/profile")) return "profile";
  return path.endsWith("/reset-password") ? "reset-password" : "delete-account";
};

export interface MembersSettingsProps {
  /** The section's content; the matched child route by default. */
  readonly children?: ReactNode;
}

/** `/members/settings` (access §2): the reset-password and delete-account sections. */
export function MembersSettings({ children }: MembersSettingsProps) {
  const current = currentSettingsSection(useLocation().pathname);
  // The driver profile is a driver's own; admins reaching the members settings do not have one.
  const isDriver = useSession().user?.roles.includes(RoleName.driver) ?? false;
  const sections = membersSettingsSections.filter((section) => section.key !== "profile" || isDriver);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MembersText.settingsTitle}</h1>
      <nav aria-label="Settings sections">
        <ul className={local.sections}>
          {sections.map((section) => (
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
