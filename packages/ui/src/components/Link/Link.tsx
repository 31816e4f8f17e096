import type { ReactNode } from "react";
import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components/Link";
import { Icon } from "../Icon/Icon.tsx";
import { externalIcon } from "../Icon/icons.tsx";
import * as styles from "./Link.css.ts";

export const linkVariants = ["inline", "standalone", "subtle"] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AriaLinkProps, "className" | "style" | "children"> {
  /** The link text. */
  children: ReactNode;
  /**
   * `inline` is underlined inside running text; `standalone` stands on its own ("Forgot password?");
   * `subtle` uses the text colour (footers, breadcrumbs).
   * @default "inline"
   */
  variant?: LinkVariant;
  /**
   * Marks a link that opens another site: adds an external icon and opens in a new tab.
   * @default false
   */
  isExternal?: boolean;
}

/**
 * A navigation link. Routing is the app's business: wrap the app in RAC's `RouterProvider` and
 * `href` goes through the router.
 */
export function Link({ children, variant = "inline", isExternal = false, ...props }: LinkProps) {
  const external = isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <AriaLink {...external} {...props} className={styles.link({ variant })}>
      {children}
      {isExternal ? <Icon icon={externalIcon} size="inherit" label="(opens in a new tab)" /> : null}
    </AriaLink>
  );
}
