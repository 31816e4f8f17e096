import type { ReactNode } from "react";
import * as styles from "./PortalFrame.css.ts";

export interface PortalFrameProps {
  /** A banner above the header (the impersonation countdown). */
  readonly banner?: ReactNode;
  readonly header: ReactNode;
  readonly navigation: ReactNode;
  readonly children: ReactNode;
}

/** The portal page: banner, header, then the navigation beside the main content. */
export function PortalFrame({ banner, header, navigation, children }: PortalFrameProps) {
  return (
    <div className={styles.frame}>
      <div>{banner}</div>
      {header}
      <div className={styles.body}>
        {navigation}
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
