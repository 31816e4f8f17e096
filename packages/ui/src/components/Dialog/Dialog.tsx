import { cloneElement, type ReactElement, type ReactNode, useState } from "react";
import { Modal, type ModalApi, type ModalProps } from "../Modal/Modal.tsx";

export interface DialogProps extends Pick<ModalProps, "width" | "isDismissable" | "hasCloseButton" | "role"> {
  /** The element that opens the dialog (usually a Button); its `onPress` is wired for you. */
  trigger: ReactElement<{ onPress?: () => void }>;
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** The content; a function receives `{ close }`. */
  children: ReactNode | ((api: ModalApi) => ReactNode);
  /**
   * Buttons at the bottom; a function receives `{ close }`.
   * @default undefined
   */
  footer?: ReactNode | ((api: ModalApi) => ReactNode);
  /**
   * Open at first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
}

/** A self-contained modal dialog with its trigger: for screens that need no control of the open state. */
export function Dialog({ trigger, defaultOpen = false, ...props }: DialogProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      {cloneElement(trigger, { onPress: () => setOpen(true) })}
      <Modal {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
