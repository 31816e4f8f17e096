import { Alert, Button, Modal } from "@haulboard/ui";
import { ImpersonationText as text } from "./ImpersonationText.ts";

export interface SessionExpiredDialogProps {
  isOpen: boolean;
  /** Restart the countdown with fresh tokens. */
  onRenew: () => void;
  /** Back to the admin portal. */
  onLeave: () => void;
  /** @default false */
  isPending?: boolean;
  /** Why renewing failed. @default undefined */
  error?: string;
}

/** 'Session has expired.' with Renew and Leave (access §4). Only those two buttons close it. */
export function SessionExpiredDialog({
  isOpen,
  onRenew,
  onLeave,
  isPending = false,
  error,
}: SessionExpiredDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={() => {}}
      title={text.expired}
      role="alertdialog"
      isDismissable={false}
      isKeyboardDismissDisabled
      hasCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onPress={onLeave} isDisabled={isPending}>
            {text.leave}
          </Button>
          <Button onPress={onRenew} isLoading={isPending} autoFocus>
            {text.renew}
          </Button>
        </>
      }
    >
      {error ? <Alert kind="error" message={error} /> : null}
    </Modal>
  );
}
