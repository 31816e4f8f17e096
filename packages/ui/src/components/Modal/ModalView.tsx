import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from "react-aria-components/Modal";
import { modalWidth } from "../../theme/tokens.ts";
import { closeIcon } from "../Icon/icons.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Modal.css.ts";
import type { ModalProps } from "./Modal.tsx";

/** The modal itself, loaded by `Modal` on its first opening. */
export default function ModalView({
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
                  <IconButton icon={closeIcon} label="Close" size="small" onPress={close} />
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
