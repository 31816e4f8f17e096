import { isApiError, runApi } from "@haulboard/api";
import { type AddonType, addonLabels, ErrorText } from "@haulboard/domain";
import { useAlerts } from "@haulboard/shell";
import { useAppApi } from "@haulboard/shell/portal";
import { useState } from "react";
import { CompanyText } from "../CompanyText.ts";
import { PaymentStepView } from "../Wizard/Payment/PaymentStepView.tsx";
import { newIdempotencyKey } from "../Wizard/Payment/posting.ts";
import { useCardPayment } from "../Wizard/Payment/useCardPayment.ts";

export interface AddonsPaymentProps {
  readonly jobId: number;
  /** The add-ons added by the edit (they wait for payment). */
  readonly types: readonly AddonType[];
  readonly total: number;
  /** Paid (true) or put off (false). */
  readonly onDone: (paid: boolean) => void;
}

/**
 * The cost difference of an add-ons edit (employer-work §7 `POST /payment/employer/job/addons`): the
 * wizard's payment step (card or saved card, or the invoice) charging the add-ons waiting for payment.
 * 'Payment completed successfully' on success; a failure shows the alert's text under Pay and as the alert.
 */
export function AddonsPayment({ jobId, types, total, onDone }: AddonsPaymentProps) {
  const client = useAppApi();
  const { showAlert } = useAlerts();
  // One key for every attempt of this payment: a retry answers the first result.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const payment = useCardPayment({
    charge: async (cardToken) => {
      try {
        await runApi(
          client.payment.payAddons({ body: { jobId, idempotencyKey, ...(cardToken ? { cardToken } : {}) } }),
        );
      } catch (error) {
        // employer-work §8: '… is already paid. Aborting' counts as success.
        if (!(isApiError(error) && error._tag === "AlreadyPaid")) throw error;
      }
    },
    onPaid: () => {
      showAlert({ type: "success", message: ErrorText.paymentCompleted });
      onDone(true);
    },
  });
  return (
    <PaymentStepView
      {...payment}
      total={total}
      jobCount={1}
      onBack={() => onDone(false)}
      texts={{
        title: CompanyText.addonsPaymentTitle,
        total: CompanyText.addonsPaymentTotal(types.map((type) => addonLabels[type]).join(", ")),
        invoiceNotice: CompanyText.addonsInvoiceNotice,
        invoiceAction: CompanyText.chargeInvoice,
        back: CompanyText.payLater,
      }}
    />
  );
}
