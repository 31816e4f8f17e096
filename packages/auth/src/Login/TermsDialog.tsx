import { Button, Inline, Modal } from "@haulboard/ui";
import { LoginText } from "../LoginText.ts";

export interface TermsDialogProps {
  /** Writes termsAccepted=true for 365 days and closes. */
  onAccept: () => void;
  /** Writes termsAccepted=false for 365 days and closes. */
  onDecline: () => void;
}

/**
 * The terms dialog of the first visit (access §4): Accept or Decline, both remembered for 365 days. It
 * asks for a choice, so it has no close button and neither Escape nor a click outside dismisses it.
 */
export function TermsDialog({ onAccept, onDecline }: TermsDialogProps) {
  return (
    <Modal
      isOpen
      onOpenChange={() => {}}
      title={LoginText.termsTitle}
      isDismissable={false}
      isKeyboardDismissDisabled
      hasCloseButton={false}
      footer={
        <Inline space="sm" align="end">
          <Button variant="secondary" onPress={onDecline}>
            {LoginText.termsDecline}
          </Button>
          <Button onPress={onAccept}>{LoginText.termsAccept}</Button>
        </Inline>
      }
    >
      <p>{LoginText.termsBody}</p>
    </Modal>
  );
}
