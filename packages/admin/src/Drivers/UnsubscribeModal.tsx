import { cancellationReasonText } from "@haulboard/domain";
import { CancellationReasonFields, useCancellationReasonForm } from "@haulboard/shell/cancellation";
import { Button, MultiStepModal } from "@haulboard/ui";
import { useCallback, useRef } from "react";
import { AdminText } from "../AdminText.ts";

const text = AdminText.unsubscribe;

export interface UnsubscribeModalProps {
  isOpen: boolean;
  /** Cancel, Escape or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the reason text sent as renewal_cancellation_reason (an option's label, or the Other text). */
  onUnsubscribe: (reason: string) => void;
  /** @default false */
  isPending?: boolean;
}

/**
 * The Unsubscribe modal (access §2, §4): Confirmation (Confirm, Cancel), then Reason with the three options;
 * Other needs a text of at most 250 characters.
 */
export function UnsubscribeModal({
  isOpen,
  onOpenChange,
  onUnsubscribe,
  isPending = false,
}: UnsubscribeModalProps) {
  const form = useCancellationReasonForm();
  const resetRef = useRef(form.reset);
  resetRef.current = form.reset;
  // Entering the Reason step clears the chosen option (access §4); a stable callback, so typing never resets it.
  const onStepChange = useCallback((step: number) => {
    if (step === 1) resetRef.current();
  }, []);
  return (
    <MultiStepModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onStepChange={onStepChange}
      steps={[
        {
          id: "confirmation",
          title: text.confirmationStep,
          content: <p>{text.confirmationText}</p>,
          actions: ({ next, close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                {text.cancel}
              </Button>
              <Button onPress={next}>{text.confirm}</Button>
            </>
          ),
        },
        {
          id: "reason",
          title: text.reasonStep,
          content: (
            <CancellationReasonFields
              form={form}
              reasonLabel={text.reasonLabel}
              otherLabel={text.otherLabel}
              isPending={isPending}
            />
          ),
          actions: ({ close }) => (
            <>
              <Button variant="secondary" onPress={close} isDisabled={isPending}>
                {text.cancel}
              </Button>
              <Button
                variant="critical"
                isLoading={isPending}
                onPress={() => form.submit((value) => onUnsubscribe(cancellationReasonText(value)))}
              >
                {text.submit}
              </Button>
            </>
          ),
        },
      ]}
    />
  );
}
