import type { ReactNode } from "react";
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from "react-aria-components/Modal";
import { modalWidth } from "../../theme/tokens.ts";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Modal.css.ts";

/** What a modal's content and footer receive: a way to close it. */
export interface ModalApi {
  close: () => void;
}

export interface ModalProps {
  /** Whether the modal is open (controlled). */
  isOpen: boolean;
  /** Called when the modal asks to open or close (Escape, the close button, an outside click). */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** The content; a function receives `{ close }`. */
  children: ReactNode | ((api: ModalApi) => ReactNode);
  /**
   * Buttons at the bottom, right-aligned; a function receives `{ close }`.
   * @default undefined
   */
  footer?: ReactNode | ((api: ModalApi) => ReactNode);
  /**
   * The maximum width (spec §9: modal default width 28rem).
   * @default "28rem"
   */
  width?: string;
  /**
   * Close on a click outside.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Close with the Escape key.
   * @default true
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Show the × button in the header.
   * @default true
   */
  hasCloseButton?: boolean;
  /**
   * "alertdialog" for confirmations that interrupt the user.
   * @default "dialog"
   */
  role?: "dialog" | "alertdialog";
}

/** A controlled modal dialog: focus is trapped inside, Escape closes it, focus returns on close. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  width = modalWidth,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hasCloseButton = true,
  role = "dialog",
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal} style={{ maxWidth: width }}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {hasCloseButton ? (
                  <IconButton icon="close" label="Close" size="small" onPress={close} />
                ) : null}
              </div>
              <div className={styles.body}>
                {typeof children === "function" ? children({ close }) : children}
              </div>
              {footer ? (
                <div className={styles.footer}>
                  {typeof footer === "function" ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
