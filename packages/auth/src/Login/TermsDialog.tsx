import { Button, Inline, Link, Modal } from "@haulboard/ui";
import { legalPaths } from "../Legal/legalPaths.ts";
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
      {/* Both documents are readable before choosing. */}
      <Inline space="md">
        <Link href={legalPaths.terms} variant="standalone">
          {LoginText.readTerms}
        </Link>
        <Link href={legalPaths.privacy} variant="standalone">
          {LoginText.readPrivacy}
        </Link>
      </Inline>
    </Modal>
  );
}
