import {
  type CancellationReasonForm,
  CancellationReasonForm as CancellationReasonSchema,
  cancellationReasonMaxLength,
  cancellationReasons,
  cancellationReasonText,
  otherReasonValue,
  truncateCancellationReason,
} from "@haulboard/domain";
import { useSchemaForm } from "@haulboard/shell/forms";
import { Button, MultiStepModal, RadioGroup, Stack, TextArea } from "@haulboard/ui";
import { useCallback, useRef } from "react";
import { AdminText } from "../AdminText.ts";

const text = AdminText.unsubscribe;

interface ReasonInput extends Record<string, unknown> {
  reason: CancellationReasonForm["reason"] | undefined;
  otherText: string;
}

const emptyReason: ReasonInput = { reason: undefined, otherText: "" };

export interface UnsubscribeModalProps {
  isOpen: boolean;
  /** Cancel, Escape or the close button. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the reason text sent as renewal_cancellation_reason (an option's label, or the Other text). */
  onUnsubscribe: (reason: string) => void;
  /** @default false */
  isPending?: boolean;
}

/** The reason step's form: keyed by the step so Confirm always starts it afresh (access §4). */
function ReasonFields({
  form,
  isPending,
}: {
  form: ReturnType<typeof useSchemaForm<ReasonInput, CancellationReasonForm>>;
  isPending: boolean;
}) {
  return (
    <Stack space="md">
      <RadioGroup
        label={text.reasonLabel}
        value={form.values.reason === undefined ? null : String(form.values.reason)}
        onChange={(value) => form.setValue("reason", Number(value) as CancellationReasonForm["reason"])}
        options={cancellationReasons.map((reason) => ({ id: String(reason.value), label: reason.label }))}
        errorMessage={form.errorOf("reason")}
        isInvalid={form.errorOf("reason") !== undefined}
        isDisabled={isPending}
      />
      {form.values.reason === otherReasonValue ? (
        <TextArea
          label={text.otherLabel}
          maxLength={cancellationReasonMaxLength}
          value={form.values.otherText}
          onChange={(value) => form.setValue("otherText", truncateCancellationReason(value))}
          errorMessage={form.errorOf("otherText")}
          isInvalid={form.errorOf("otherText") !== undefined}
          isDisabled={isPending}
          isRequired
        />
      ) : null}
    </Stack>
  );
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
  const form = useSchemaForm<ReasonInput, CancellationReasonForm>(CancellationReasonSchema, emptyReason);
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
          content: <ReasonFields form={form} isPending={isPending} />,
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
