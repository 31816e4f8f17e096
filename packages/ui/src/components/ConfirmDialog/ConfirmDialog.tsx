import type { ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { Modal } from "../Modal/Modal.tsx";

export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called when the dialog asks to open or close ("No", Escape). */
  onOpenChange: (isOpen: boolean) => void;
  /** The question, e.g. "Delete account". */
  title: ReactNode;
  /**
   * More text under the title.
   * @default undefined
   */
  message?: ReactNode;
  /** Called on "Yes". The dialog stays open: close it when the action is done. */
  onConfirm: () => void;
  /**
   * While the action runs: "Yes" shows a spinner, reads "Yes Loading", is `aria-disabled` and ignores
   * presses but keeps the focus; "No" stays available.
   * @default false
   */
  isPending?: boolean;
  /**
   * Style "Yes" as a destructive action.
   * @default false
   */
  isDestructive?: boolean;
}

/** A yes/no confirmation (an alertdialog) with the spec's exact labels "No" and "Yes". */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  onConfirm,
  isPending = false,
  isDestructive = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      isDismissable={!isPending}
      hasCloseButton={false}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} autoFocus>
            No
          </Button>
          <Button variant={isDestructive ? "critical" : "primary"} isLoading={isPending} onPress={onConfirm}>
            Yes
          </Button>
        </>
      )}
    >
      {message}
    </Modal>
  );
}
