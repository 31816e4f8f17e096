import { runApi } from "@haulboard/api";
import { apiQuery } from "@haulboard/api/react";
import { ErrorText } from "@haulboard/domain";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useAppApi } from "@haulboard/shell/portal";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type CardTouched,
  type CardValues,
  cardErrors,
  emptyCard,
  isCardValid,
  tokenizeBody,
} from "../../Wizard/Payment/card.ts";
import { useSettings } from "../SettingsLayout.tsx";
import { PaymentSettingsView } from "./PaymentSettingsView.tsx";

/**
 * The card on file (GET payment method) and its replacement: the card goes to the gateway for a one-time
 * token (POST tokenize), which is saved as the company's card (POST payment method); only the gateway's
 * token and the masked card stay on the server.
 */
export function PaymentSettingsScreen() {
  const client = useAppApi();
  const queries = useQueryClient();
  const { company, canManage } = useSettings();
  const isInvoiceCompany = company.billingType === "CONTRACT";
  const card = useQuery({
    ...apiQuery("payment", "getMethod", undefined, () => client.payment.getMethod()),
    enabled: !isInvoiceCompany,
  });
  const [isReplacing, setIsReplacing] = useState(false);
  const [values, setValues] = useState<CardValues>(emptyCard);
  const [touched, setTouched] = useState<CardTouched>({});
  const [saveError, setSaveError] = useState<string | undefined>();
  const close = () => {
    setIsReplacing(false);
    setValues(emptyCard);
    setTouched({});
    setSaveError(undefined);
  };
  const save = useSubmit(
    async (card: CardValues) => {
      setSaveError(undefined);
      const body = tokenizeBody(card);
      const token = await runApi(client.payment.tokenizeCard({ body }));
      return runApi(
        client.payment.saveCard({ body: { token: token.cardToken, cardHolderName: body.cardHolderName } }),
      );
    },
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: async () => {
        close();
        await queries.invalidateQueries({ queryKey: ["payment"] });
      },
      onFailure: (error) => {
        setSaveError(alertTextOf(error));
        return false;
      },
    },
  );
  return (
    <PaymentSettingsView
      isInvoiceCompany={isInvoiceCompany}
      card={card.data ?? null}
      isLoading={!isInvoiceCompany && card.isPending}
      error={card.isError ? alertTextOf(card.error) : undefined}
      canManage={canManage}
      isReplacing={isReplacing}
      onReplace={() => setIsReplacing(true)}
      onCancel={close}
      values={values}
      errors={cardErrors(values, touched)}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
      canSave={isCardValid(values)}
      isSaving={save.isSubmitting}
      saveError={saveError}
      onSave={() => save.submit(values)}
    />
  );
}
