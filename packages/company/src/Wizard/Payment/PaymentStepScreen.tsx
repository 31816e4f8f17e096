import { runApi } from "@haulboard/api";
import { ErrorText, jobCost } from "@haulboard/domain";
import { track, useAlerts } from "@haulboard/shell";
import { useAppApi } from "@haulboard/shell/portal";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CompanyText } from "../../CompanyText.ts";
import { addonSelectionsOf } from "../draft.ts";
import { postedJobsPath } from "../steps.ts";
import { useWizard } from "../WizardContext.tsx";
import {
  type CardTouched,
  type CardValues,
  cardErrors,
  emptyCard,
  isCardValid,
  tokenizeBody,
} from "./card.ts";
import { type CardChoice, PaymentStepView } from "./PaymentStepView.tsx";
import { failureText, fetchCardToken, postAndPay } from "./posting.ts";

/**
 * Step 4's container: the card checks, the token, then the posting flow (post, then charge), the success
 * alert, the analytics and the way to Posted Jobs. Invoice companies skip card entry.
 */
export function PaymentStepScreen() {
  const client = useAppApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const { draft, update, clear, billingType, savedCard, flow } = useWizard();
  const [cardChoice, setCardChoice] = useState<CardChoice>(savedCard ? "saved" : "new");
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [touched, setTouched] = useState<CardTouched>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof CardValues, string>>>({});
  const [saveCard, setSaveCard] = useState(false);
  const [isPaying, setIsPaying] = useState(false);
  const [progress, setProgress] = useState<string | undefined>();
  const [paymentError, setPaymentError] = useState<string | undefined>();

  const total = jobCost({ addresses: draft.addresses, addons: addonSelectionsOf(draft.addons) });
  const usesNewCard = billingType === "card" && cardChoice === "new";
  const canPay = !usesNewCard || isCardValid(card);

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
          track("Create Job", "Error", { stage: "token" });
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
      await postAndPay({
        client,
        draft,
        billingType,
        cardToken,
        onPosted: (post) => update((current) => ({ ...current, post })),
      });
      track("Create Job", "Success", { jobs: draft.addresses.length });
      clear();
      await queryClient.invalidateQueries({ queryKey: ["jobs"] });
      showAlert({ type: "success", message: ErrorText.paymentCompleted });
      void navigate(postedJobsPath);
    } catch (error) {
      track("Create Job", "Error", { stage: "charge" });
      const message = failureText(error);
      setPaymentError(message);
      showAlert({ type: "error", message });
    } finally {
      setIsPaying(false);
      setProgress(undefined);
    }
  };

  // The gateway's field message (validation state) wins over the typed checks until that field changes.
  const shown: Partial<Record<keyof CardValues, string>> = { ...cardErrors(card, touched) };
  for (const [field, message] of Object.entries(fieldErrors))
    if (message !== undefined) shown[field as keyof CardValues] = message;
  return (
    <PaymentStepView
      billingType={billingType}
      total={total}
      jobCount={draft.addresses.length}
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
      canPay={canPay}
      isPaying={isPaying}
      progress={progress}
      paymentError={paymentError}
      onBack={() => void navigate(flow.paths[2] ?? "")}
      onPay={() => void pay()}
    />
  );
}
