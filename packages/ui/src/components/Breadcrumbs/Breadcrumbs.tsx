import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from "react-aria-components/Breadcrumbs";
import { Icon } from "../Icon/Icon.tsx";
import { chevronRightIcon } from "../Icon/icons.tsx";
import * as styles from "./Breadcrumbs.css.ts";

/** One level of the trail; the last one is the current page. */
export interface Crumb {
  id: string;
  label: string;
  href?: string;
}

export interface BreadcrumbsProps {
  /** The trail, from the top level to the current page. */
  items: ReadonlyArray<Crumb>;
  /**
   * The name of the navigation landmark.
   * @default "Breadcrumbs"
   */
  label?: string;
}

/** Where the current page sits, with links to its parents; the last item is marked as current. */
export function Breadcrumbs({ items, label = "Breadcrumbs" }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs className={styles.list}>
        {items.map((item, index) => (
          <Breadcrumb key={item.id} id={item.id} className={styles.crumb}>
            <Link href={index === items.length - 1 ? undefined : item.href} className={styles.link}>
              {item.label}
            </Link>
            {index < items.length - 1 ? <Icon icon={chevronRightIcon} size="small" /> : null}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
