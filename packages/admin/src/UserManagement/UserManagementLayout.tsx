import { Inline, Link, Stack } from "@haulboard/ui";
import type { ReactNode } from "react";
import { AdminText } from "../AdminText.ts";

export const userManagementSections = ["applicants", "drivers", "admins"] as const;
export type UserManagementSection = (typeof userManagementSections)[number];

/** The paths of the sections; applicants is also the default of /admin/user-management (access §2). */
export const userManagementPaths: Record<UserManagementSection, string> = {
  applicants: "/admin/user-management/applicants",
  drivers: "/admin/user-management/drivers",
  admins: "/admin/user-management/admins",
};

export interface UserManagementLayoutProps {
  current: UserManagementSection;
  children: ReactNode;
}

/** User management: links to its three sections above the current one. */
export function UserManagementLayout({ current, children }: UserManagementLayoutProps) {
  return (
    <Stack space="lg">
      <nav aria-label={AdminText.userManagement.title}>
        <Inline space="lg">
          {userManagementSections.map((section) => (
            <Link
              key={section}
              href={userManagementPaths[section]}
              variant={section === current ? "standalone" : "subtle"}
              aria-current={section === current ? "page" : undefined}
            >
              {AdminText.userManagement.sections[section]}
            </Link>
          ))}
        </Inline>
      </nav>
      {children}
    </Stack>
  );
}
