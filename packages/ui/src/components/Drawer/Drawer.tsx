import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components/Modal";
import { arrowLeftIcon } from "../Icon/icons.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Drawer.css.ts";

export const drawerSides = ["right", "left"] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps {
  /** Whether the drawer is open (controlled). */
  isOpen: boolean;
  /** Called when the drawer asks to open or close (Back, Escape, an outside click). */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading, which also names the dialog (e.g. "Subscription List"). */
  title: ReactNode;
  /** The content. */
  children: ReactNode;
  /**
   * What the back button does.
   * @default closes the drawer
   */
  onBack?: () => void;
  /**
   * The accessible name of the back button.
   * @default "Back"
   */
  backLabel?: string;
  /** @default "right" */
  side?: DrawerSide;
  /**
   * The widest the panel grows: it is as wide as its content (a grid's full table, a navigation) up to
   * this limit, capped at the viewport; a wider grid scrolls inside its own container.
   * @default "90rem"
   */
  width?: string;
}

/** A side slider: a modal panel from the screen edge with a title and a back button. */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  children,
  onBack,
  backLabel = "Back",
  side = "right",
  width = "90rem",
}: DrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
      data-side={side}
    >
      <Modal className={styles.panel} style={{ maxWidth: `min(${width}, 100vw)` }}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <IconButton icon={arrowLeftIcon} label={backLabel} onPress={onBack ?? close} />
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              </div>
              <div className={styles.body}>{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
