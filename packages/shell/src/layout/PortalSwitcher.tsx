import { type Portal, portalHomePaths, portalLabel } from "@haulboard/domain";
import { Link } from "@haulboard/ui";
import * as styles from "./PortalSwitcher.css.ts";

export interface PortalSwitcherProps {
  /** The portals the user may open, in the spec's order (domain `portalsFor`). */
  readonly portals: readonly Portal[];
  /** The portal on screen. */
  readonly current: Portal | undefined;
}

/**
 * The portal switcher (access §2): one link per allowed portal, to its home route. The caller shows it only
 * when there are two or more (domain `showsPortalSwitcher`).
 */
export function PortalSwitcher({ portals, current }: PortalSwitcherProps) {
  return (
    <nav aria-label="Portals">
      <ul className={styles.list}>
        {portals.map((portal) => (
          <li key={portal}>
            <Link
              href={portalHomePaths[portal]}
              variant={portal === current ? "standalone" : "subtle"}
              aria-current={portal === current ? "page" : undefined}
            >
              {portalLabel(portal)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
