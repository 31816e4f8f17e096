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
import { Button, Modal, RadioGroup, Stack, TextArea } from "@haulboard/ui";
import { CompanyText } from "../CompanyText.ts";

interface ReasonInput extends Record<string, unknown> {
  reason: CancellationReasonForm["reason"] | undefined;
  otherText: string;
}

const emptyReason: ReasonInput = { reason: undefined, otherText: "" };

export interface CancelRenewalModalProps {
  readonly jobTitle: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** Called with the renewal_cancellation_reason: the option's label, or the Other text (≤ 250). */
  readonly onCancelRenewal: (reason: string) => void;
  readonly isPending?: boolean;
}

/**
 * Cancel renewal (employer-work §4): one of the domain's reason options; Other needs a text of at most
 * 250 characters (the domain's rule and messages). The job's auto-renew becomes false.
 */
export function CancelRenewalModal({
  jobTitle,
  isOpen,
  onOpenChange,
  onCancelRenewal,
  isPending = false,
}: CancelRenewalModalProps) {
  const form = useSchemaForm<ReasonInput, CancellationReasonForm>(CancellationReasonSchema, emptyReason);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) form.reset();
        onOpenChange(open);
      }}
      title={`${CompanyText.cancelRenewalTitle}: ${jobTitle}`}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            {CompanyText.keepRenewal}
          </Button>
          <Button
            variant="critical"
            isLoading={isPending}
            onPress={() => form.submit((value) => onCancelRenewal(cancellationReasonText(value)))}
          >
            {CompanyText.cancelRenewalSubmit}
          </Button>
        </>
      )}
    >
      <Stack space="md">
        <RadioGroup
          label={CompanyText.cancelRenewalReason}
          value={form.values.reason === undefined ? null : String(form.values.reason)}
          onChange={(value) => form.setValue("reason", Number(value) as CancellationReasonForm["reason"])}
          options={cancellationReasons.map((reason) => ({ id: String(reason.value), label: reason.label }))}
          errorMessage={form.errorOf("reason")}
          isInvalid={form.errorOf("reason") !== undefined}
          isDisabled={isPending}
        />
        {form.values.reason === otherReasonValue ? (
          <TextArea
            label={CompanyText.cancelRenewalOther}
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
    </Modal>
  );
}
