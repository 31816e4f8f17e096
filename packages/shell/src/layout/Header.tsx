import { IconButton, SearchField } from "@haulboard/ui";
import type { ReactNode } from "react";
import { productName } from "../title/PageTitle.ts";
import * as styles from "./Header.css.ts";

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
  /** Opens the logout confirmation. */
  readonly onLogout: () => void;
  /**
   * `newLayout` (flag newLayout, company portal): a search-by-job box, filter and sort buttons and the
   * company logo.
   * @default "classic"
   */
  readonly variant?: HeaderVariant;
  /** The company's logo (newLayout): the `CompanyLogo` container in the app. */
  readonly companyLogo?: ReactNode;
  /** The search-by-job text changed (newLayout). */
  readonly onSearchJobs?: (text: string) => void;
  readonly onFilter?: () => void;
  readonly onSort?: () => void;
}

/** The portal header (access §2): product, portal, switcher, admin pickers and logout. */
export function Header({
  portalLabel,
  switcher,
  pickers,
  onLogout,
  variant = "classic",
  companyLogo,
  onSearchJobs,
  onFilter,
  onSort,
}: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <p className={styles.product}>{productName}</p>
        <span className={styles.portal}>{portalLabel}</span>
      </div>
      {variant === "newLayout" ? (
        <>
          <div className={styles.search}>
            <SearchField
              label="Search by job"
              isLabelHidden
              placeholder="Search by job"
              onChange={onSearchJobs}
            />
          </div>
          <div className={styles.tools}>
            <IconButton icon="filter" label="Filter" onPress={onFilter} />
            <IconButton icon="sort" label="Sort" onPress={onSort} />
            {companyLogo}
          </div>
        </>
      ) : null}
      <div className={styles.tools}>
        {pickers}
        {switcher}
        <IconButton icon="logout" label="Log out" onPress={onLogout} />
      </div>
    </header>
  );
}
