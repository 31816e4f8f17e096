import { type ReactNode, useId, useState } from "react";
import { useIsSSR } from "react-aria/SSRProvider";
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
  // In a prerendered page (and while React takes it over) React Aria renders no overlay: the modal is
  // then written in place, looking the same, so the page's first paint shows it (a first visitor's terms
  // dialog). Once the page is live, the real modal replaces it without its entering animation.
  const isSSR = useIsSSR();
  const [tookOver] = useState(isSSR);
  const titleId = useId();
  // The style sheet holds the default width; a style attribute in prerendered HTML is refused by the CSP.
  const widthStyle = width === modalWidth ? undefined : { maxWidth: width };
  const content = (close: () => void, heading: ReactNode) => (
    <>
      <div className={styles.header}>
        {heading}
        {hasCloseButton ? <IconButton icon={closeIcon} label="Close" size="small" onPress={close} /> : null}
      </div>
      <div className={styles.body}>{typeof children === "function" ? children({ close }) : children}</div>
      {footer ? (
        <div className={styles.footer}>{typeof footer === "function" ? footer({ close }) : footer}</div>
      ) : null}
    </>
  );
  if (isSSR) {
    return (
      <div className={styles.overlay}>
        <div className={styles.modal} style={widthStyle}>
          <section role={role} aria-labelledby={titleId} className={styles.dialog}>
            {content(
              () => onOpenChange(false),
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>,
            )}
          </section>
        </div>
      </div>
    );
  }
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={tookOver ? `${styles.overlay} ${styles.still}` : styles.overlay}
    >
      <AriaModal className={tookOver ? `${styles.modal} ${styles.still}` : styles.modal} style={widthStyle}>
        <Dialog role={role} className={styles.dialog}>
          {({ close }) =>
            content(
              close,
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>,
            )
          }
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
