import { appEnvironment, appVersion } from "@haulboard/domain";
import type { ReactNode } from "react";
import * as styles from "./AuthLayout.css.ts";

export const authLayoutVariants = ["employer", "admin"] as const;
export type AuthLayoutVariant = (typeof authLayoutVariants)[number];

export interface AuthLayoutProps {
  /** The screen: a heading, its form and links. */
  children: ReactNode;
  /**
   * The admin login has its own background image (access §2).
   * @default "employer"
   */
  variant?: AuthLayoutVariant;
  /**
   * The alert area at the top of the form column: the screen's own alert banners (server errors,
   * confirmations). Empty areas take no room.
   * @default undefined
   */
  alert?: ReactNode;
}

/**
 * The authentication layout (access §2): two columns with a background image (different for
 * admin), an alert area at the top and the version label (the page's footer). The shell's alerts sit over
 * the form column (see `AuthLayout.css.ts`).
 */
export function AuthLayout({ children, variant = "employer", alert }: AuthLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.art[variant]} data-testid="auth-background" data-variant={variant} />
      <div className={styles.column}>
        <div className={styles.alertArea}>{alert}</div>
        <main className={styles.content}>{children}</main>
        {/* In a landmark of its own (axe `region`): every content of the page sits in one. */}
        <footer>
          <p className={styles.version}>
            Version {appVersion} ({appEnvironment})
          </p>
        </footer>
      </div>
    </div>
  );
}
