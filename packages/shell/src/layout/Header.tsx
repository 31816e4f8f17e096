import {
  Button,
  filterIcon,
  Icon,
  IconButton,
  logoutIcon,
  menuIcon,
  moreIcon,
  Popover,
  settingsIcon,
  sortIcon,
} from "@haulboard/ui";
import type { ReactNode } from "react";
import { productName } from "../title/PageTitle.ts";
import * as styles from "./Header.css.ts";
import { HeaderSearch } from "./HeaderSearch.tsx";

export const headerVariants = ["classic", "newLayout"] as const;
export type HeaderVariant = (typeof headerVariants)[number];

export interface HeaderProps {
  /** The current portal's name ("Company Portal"). */
  readonly portalLabel: string;
  /** The portal switcher, when the user may open two or more portals. */
  readonly switcher?: ReactNode;
  /**
   * Extra tools for this header: the admins' company and user pickers while in the company portal
   * (packages/shell/src/impersonation, mounted by the app).
   */
  readonly pickers?: ReactNode;
  /** The theme switch, shown in the header menu. */
  readonly themeSwitch?: ReactNode;
  /** Opens the logout confirmation. */
  readonly onLogout: () => void;
  /**
   * Up to the tablet width: the switcher, pickers and logout move into the header menu, and a
   * navigation button opens the navigation drawer.
   * @default false
   */
  readonly isCompact?: boolean;
  /** Opens the navigation drawer (compact layout). */
  readonly onOpenNavigation?: () => void;
  /**
   * `newLayout` (flag newLayout, company portal): a search-by-job box, filter and sort buttons and the
   * company logo.
   * @default "classic"
   */
  readonly variant?: HeaderVariant;
  /** The company's logo (newLayout): the `CompanyLogo` container in the app. */
  readonly companyLogo?: ReactNode;
  /**
   * The navigation's entries the newLayout navigation leaves out (Recommend, Settings), offered in the
   * header's menu so that they stay one click away (issue 35 #19).
   */
  readonly menuItems?: ((close: () => void) => ReactNode) | undefined;
  /** The search-by-job text changed (newLayout). */
  readonly onSearchJobs?: (text: string) => void;
  readonly onFilter?: () => void;
  readonly onSort?: () => void;
}

/**
 * The portal header (access §2): product, portal, switcher, admin pickers, the header menu (theme) and
 * logout. Up to the tablet width it keeps one row: a navigation button, the product, and the menu holding
 * the switcher, the pickers, the theme and Log out.
 */
export function Header({
  portalLabel,
  switcher,
  pickers,
  themeSwitch,
  onLogout,
  isCompact = false,
  onOpenNavigation,
  variant = "classic",
  companyLogo,
  onSearchJobs,
  onFilter,
  onSort,
  menuItems,
}: HeaderProps) {
  return (
    <header className={styles.header} data-compact={isCompact || undefined}>
      {isCompact ? <IconButton icon={menuIcon} label="Open navigation" onPress={onOpenNavigation} /> : null}
      <div className={styles.brand}>
        <p className={styles.product}>{productName}</p>
        <span className={styles.portal}>{portalLabel}</span>
      </div>
      {variant === "newLayout" ? (
        <>
          <div className={styles.search}>
            <HeaderSearch onSearchJobs={onSearchJobs} />
          </div>
          <div className={styles.tools}>
            <IconButton icon={filterIcon} label="Filter" onPress={onFilter} />
            <IconButton icon={sortIcon} label="Sort" onPress={onSort} />
            {companyLogo}
          </div>
        </>
      ) : null}
      <div className={styles.tools}>
        {isCompact ? null : pickers}
        {isCompact ? null : switcher}
        <Popover
          trigger={<IconButton icon={isCompact ? moreIcon : settingsIcon} label="Menu" />}
          label="Menu"
          placement="bottom end"
        >
          {({ close }) => (
            <div className={styles.menu}>
              {isCompact ? switcher : null}
              {isCompact ? pickers : null}
              {themeSwitch}
              {menuItems?.(close)}
              {isCompact ? (
                <Button
                  variant="secondary"
                  isFullWidth
                  iconStart={<Icon icon={logoutIcon} />}
                  onPress={() => {
                    close();
                    onLogout();
                  }}
                >
                  Log out
                </Button>
              ) : null}
            </div>
          )}
        </Popover>
        {isCompact ? null : <IconButton icon={logoutIcon} label="Log out" onPress={onLogout} />}
      </div>
    </header>
  );
}
