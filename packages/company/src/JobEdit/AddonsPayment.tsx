import { isApiError, runApi } from "@haulboard/api";
import { type AddonType, addonLabels, ErrorText } from "@haulboard/domain";
import { useAlerts } from "@haulboard/shell";
import { useAppApi } from "@haulboard/shell/portal";
import { useState } from "react";
import { CompanyText } from "../CompanyText.ts";
import {
  type CardTouched,
  type CardValues,
  cardErrors,
  emptyCard,
  isCardValid,
  tokenizeBody,
} from "../Wizard/Payment/card.ts";
import { type CardChoice, PaymentStepView } from "../Wizard/Payment/PaymentStepView.tsx";
import { failureText, fetchCardToken, newIdempotencyKey } from "../Wizard/Payment/posting.ts";
import { useWizard } from "../Wizard/WizardContext.tsx";

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
  const { billingType, savedCard } = useWizard();
  const [cardChoice, setCardChoice] = useState<CardChoice>(savedCard ? "saved" : "new");
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [touched, setTouched] = useState<CardTouched>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof CardValues, string>>>({});
  const [saveCard, setSaveCard] = useState(false);
  const [isPaying, setIsPaying] = useState(false);
  const [progress, setProgress] = useState<string | undefined>();
  const [paymentError, setPaymentError] = useState<string | undefined>();
  // One key for every attempt of this payment: a retry answers the first result.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const usesNewCard = billingType === "card" && cardChoice === "new";

  const pay = async () => {
    setIsPaying(true);
    setPaymentError(undefined);
    try {
      let cardToken: string | undefined;
      if (usesNewCard) {
        setProgress(CompanyText.checkingCard);
        const token = await fetchCardToken(client, tokenizeBody(card));
        if (token.status !== "success") {
          if (token.status === "validation" && token.field !== null)
            setFieldErrors({ [token.field]: token.message });
          else setPaymentError(token.message);
          return;
        }
        cardToken = token.token;
        if (saveCard) {
          await runApi(
            client.payment.saveCard({ body: { token: cardToken, cardHolderName: card.holder.trim() } }),
          );
          cardToken = undefined; // the token is spent: the saved card is charged.
        }
      }
      setProgress(CompanyText.paying);
      try {
        await runApi(
          client.payment.payAddons({
            body: { jobId, idempotencyKey, ...(cardToken ? { cardToken } : {}) },
          }),
        );
      } catch (error) {
        // employer-work §8: '… is already paid. Aborting' counts as success.
        if (!(isApiError(error) && error._tag === "AlreadyPaid")) throw error;
      }
      showAlert({ type: "success", message: ErrorText.paymentCompleted });
      onDone(true);
    } catch (error) {
      const message = failureText(error);
      setPaymentError(message);
      showAlert({ type: "error", message });
    } finally {
      setIsPaying(false);
      setProgress(undefined);
    }
  };

  const shown: Partial<Record<keyof CardValues, string>> = { ...cardErrors(card, touched) };
  for (const [field, message] of Object.entries(fieldErrors))
    if (message !== undefined) shown[field as keyof CardValues] = message;
  return (
    <PaymentStepView
      billingType={billingType}
      total={total}
      jobCount={1}
      savedCard={savedCard}
      cardChoice={cardChoice}
      onCardChoiceChange={setCardChoice}
      card={card}
      cardErrors={shown}
      onCardChange={(field, value) => {
        setCard((current) => ({ ...current, [field]: value }));
        setFieldErrors((current) => ({ ...current, [field]: undefined }));
        setPaymentError(undefined);
      }}
      onCardBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
      saveCard={saveCard}
      onSaveCardChange={setSaveCard}
      canPay={!usesNewCard || isCardValid(card)}
      isPaying={isPaying}
      progress={progress}
      paymentError={paymentError}
      onBack={() => onDone(false)}
      onPay={() => void pay()}
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
