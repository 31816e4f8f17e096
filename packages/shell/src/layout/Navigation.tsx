import type { NavigationAction, NavigationItem } from "@haulboard/domain";
import {
  adIcon,
  briefcaseIcon,
  buildingIcon,
  chevronLeftIcon,
  chevronRightIcon,
  homeIcon,
  Icon,
  IconButton,
  type IconGlyph,
  logoutIcon,
  megaphoneIcon,
  moreIcon,
  newsIcon,
  plusIcon,
  settingsIcon,
  usersIcon,
} from "@haulboard/ui";
import { NavLink } from "react-router";
import * as styles from "./Navigation.css.ts";

/** The icon of each navigation entry (the spec names only the labels). */
export const navigationIcons: Readonly<Record<string, IconGlyph>> = {
  companyList: buildingIcon,
  userManagement: usersIcon,
  logout: logoutIcon,
  createJob: plusIcon,
  postedJobs: briefcaseIcon,
  recommend: megaphoneIcon,
  settings: settingsIcon,
  home: homeIcon,
  newsChannels: newsIcon,
  manageAds: adIcon,
};

export interface NavigationProps {
  /** The entries of the portal's navigation (domain `navigationFor`). */
  readonly items: readonly NavigationItem[];
  /** The accessible name of the navigation landmark ("Company Portal"). */
  readonly label: string;
  /** Shows icons only (5.5rem wide instead of 16rem). @default false */
  readonly isCollapsed?: boolean;
  readonly onToggleCollapsed: () => void;
  /** An action entry was chosen: open the invite dialog, or ask to log out. */
  readonly onAction: (action: NavigationAction) => void;
  /**
   * Shows the collapse toggle (false in the navigation drawer, which is always expanded).
   * @default true
   */
  readonly isCollapsible?: boolean;
  /** A link entry was followed (the drawer closes). */
  readonly onNavigate?: () => void;
}

// "Posted Jobs" (/company/jobs) must not light up on "Create New Job" (/company/jobs/new).
const hasDeeperSibling = (items: readonly NavigationItem[], path: string): boolean =>
  items.some((other) => other.kind === "link" && other.path.startsWith(`${path}/`));

/** A portal's navigation (access §2): links and actions, collapsible to icons. */
export function Navigation({
  items,
  label,
  isCollapsed = false,
  onToggleCollapsed,
  onAction,
  isCollapsible = true,
  onNavigate,
}: NavigationProps) {
  const textClass = isCollapsed ? styles.visuallyHidden : undefined;
  return (
    <nav aria-label={label} className={styles.navigation} data-collapsed={isCollapsed || undefined}>
      {isCollapsible ? (
        <div className={styles.toggle}>
          <IconButton
            icon={isCollapsed ? chevronRightIcon : chevronLeftIcon}
            label={isCollapsed ? "Expand navigation" : "Collapse navigation"}
            aria-expanded={!isCollapsed}
            onPress={onToggleCollapsed}
          />
        </div>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            {item.kind === "link" ? (
              <NavLink
                to={item.path}
                end={hasDeeperSibling(items, item.path)}
                className={styles.link}
                onClick={onNavigate}
              >
                <Icon icon={navigationIcons[item.key] ?? moreIcon} />
                <span className={textClass}>{item.label}</span>
              </NavLink>
            ) : (
              // Actions look and align like the links: same row, icon column and text (issue 13).
              <button type="button" className={styles.link} onClick={() => onAction(item.action)}>
                <Icon icon={navigationIcons[item.key] ?? moreIcon} />
                <span className={textClass}>{item.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
