import { alertTextOf, runApi } from "@haulboard/api";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CompanyText } from "../../CompanyText.ts";
import { useWizard } from "../WizardContext.tsx";
import { type CardValues, tokenizeBody } from "./card.ts";
import { fetchCardToken } from "./cardToken.ts";
import type { CardChoice, PaymentStepViewProps } from "./PaymentStepView.tsx";
import { useCardForm } from "./useCardForm.ts";

export interface CardPaymentOptions {
  /** Makes the charge: with a one-time card token, or without one (the saved card, or the invoice). */
  readonly charge: (cardToken: string | undefined) => Promise<unknown>;
  /** After the charge succeeded (the screen's alert, navigation, cache). */
  readonly onPaid: () => Promise<void> | void;
  /** The stage that failed, for the screen's analytics. */
  readonly onFailed?: (stage: "token" | "charge") => void;
}

/**
 * The payment step's card handling, shared by the new post (wizard step 4) and an add-ons edit: the card
 * form's state and checks, the gateway's token (its field message wins over the typed checks until that
 * field changes), saving the card when asked, then the charge. A failure shows the alert's text once, under
 * Pay (a toast as well read it out twice). Returns the view's props for all of it.
 */
export const useCardPayment = ({ charge, onPaid, onFailed }: CardPaymentOptions) => {
  const client = useAppApi();
  const api = useApi();
  const { billingType, savedCard } = useWizard();
  const [cardChoice, setCardChoice] = useState<CardChoice>(savedCard ? "saved" : "new");
  const form = useCardForm();
  const { card } = form;
  const [saveCard, setSaveCard] = useState(false);
  const [isPaying, setIsPaying] = useState(false);
  const [progress, setProgress] = useState<string | undefined>();
  const [paymentError, setPaymentError] = useState<string | undefined>();
  // A local trial's sandbox lists its test cards (a real gateway none): asked once, for card payments only.
  const testCards = useQuery(
    api.payment.testCards.queryOptions(undefined, {
      enabled: billingType === "card",
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
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
          if (token.status === "validation" && token.field !== null) form.refuse(token.field, token.message);
          else setPaymentError(token.message);
          onFailed?.("token");
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
      await charge(cardToken);
      await onPaid();
    } catch (error) {
      onFailed?.("charge");
      setPaymentError(alertTextOf(error));
    } finally {
      setIsPaying(false);
      setProgress(undefined);
    }
  };

  const viewProps = {
    billingType,
    savedCard,
    testCards: testCards.data,
    cardChoice,
    onCardChoiceChange: setCardChoice,
    card,
    cardErrors: form.errors,
    onCardChange: (field: keyof CardValues, value: string) => {
      form.change(field, value);
      setPaymentError(undefined);
    },
    onCardBlur: form.blur,
    saveCard,
    onSaveCardChange: setSaveCard,
    canPay: !usesNewCard || form.isValid,
    isPaying,
    progress,
    paymentError,
    onPay: () => void pay(),
  } satisfies Partial<PaymentStepViewProps>;
  return viewProps;
};
