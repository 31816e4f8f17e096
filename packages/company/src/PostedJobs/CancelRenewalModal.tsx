import { cancellationReasonText, jobRenewalCancellationReasons } from "@haulboard/domain";
import { CancellationReasonFields, useCancellationReasonForm } from "@haulboard/shell/cancellation";
import { Button, Modal } from "@haulboard/ui";
import { CompanyText } from "../CompanyText.ts";

export interface CancelRenewalModalProps {
  readonly jobTitle: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** Called with the renewal_cancellation_reason: the option's label, or the Other text (≤ 250). */
  readonly onCancelRenewal: (reason: string) => void;
  readonly isPending?: boolean;
}

/**
 * Cancel renewal (employer-work §4): one of the domain's job renewal reasons (an employer's, not the drivers'); Other needs a text of at most
 * 250 characters (the domain's rule and messages). The job's auto-renew becomes false.
 */
export function CancelRenewalModal({
  jobTitle,
  isOpen,
  onOpenChange,
  onCancelRenewal,
  isPending = false,
}: CancelRenewalModalProps) {
  const form = useCancellationReasonForm();
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
            onPress={() =>
              form.submit((value) =>
                onCancelRenewal(cancellationReasonText(value, jobRenewalCancellationReasons)),
              )
            }
          >
            {CompanyText.cancelRenewalSubmit}
          </Button>
        </>
      )}
    >
      <CancellationReasonFields
        form={form}
        reasonLabel={CompanyText.cancelRenewalReason}
        otherLabel={CompanyText.cancelRenewalOther}
        reasons={jobRenewalCancellationReasons}
        isPending={isPending}
      />
    </Modal>
  );
}
