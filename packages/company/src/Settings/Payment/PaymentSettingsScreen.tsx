import { runApi } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { alertTextOf, useSubmit } from "@haulboard/shell/forms";
import { useApi, useAppApi } from "@haulboard/shell/portal";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { tokenizeBody } from "../../Wizard/Payment/card.ts";
import { fetchCardToken } from "../../Wizard/Payment/cardToken.ts";
import { useCardForm } from "../../Wizard/Payment/useCardForm.ts";
import { useSettings } from "../SettingsLayout.tsx";
import { PaymentSettingsView } from "./PaymentSettingsView.tsx";

/**
 * The card on file (GET payment method) and its replacement: the card goes to the gateway for a one-time
 * token (POST tokenize), which is saved as the company's card (POST payment method); only the gateway's
 * token and the masked card stay on the server.
 */
export function PaymentSettingsScreen() {
  const client = useAppApi();
  const api = useApi();
  const queries = useQueryClient();
  const { company, canManage } = useSettings();
  const isInvoiceCompany = company.billingType === "CONTRACT";
  const card = useQuery(api.payment.getMethod.queryOptions(undefined, { enabled: !isInvoiceCompany }));
  const [isReplacing, setIsReplacing] = useState(false);
  const form = useCardForm();
  const [saveError, setSaveError] = useState<string | undefined>();
  const close = () => {
    setIsReplacing(false);
    form.reset();
    setSaveError(undefined);
  };
  const save = useSubmit(
    async () => {
      setSaveError(undefined);
      const body = tokenizeBody(form.card);
      // The gateway's refusal of a field shows under that field, as on the payment step.
      const token = await fetchCardToken(client, body);
      if (token.status !== "success") {
        if (token.status === "validation" && token.field !== null) form.refuse(token.field, token.message);
        else setSaveError(token.message);
        throw new CardRefused();
      }
      return runApi(
        client.payment.saveCard({ body: { token: token.token, cardHolderName: body.cardHolderName } }),
      );
    },
    {
      successMessage: ErrorText.updatedSuccessfully,
      onSuccess: async () => {
        close();
        await queries.invalidateQueries({ queryKey: api.payment.key() });
      },
      // The refusal shows once, in the card form (as on the payment step), not in the alert area as well.
      onFailure: (error) => {
        if (!(error instanceof CardRefused)) setSaveError(alertTextOf(error));
        return true;
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
      values={form.card}
      errors={form.errors}
      onChange={(field, value) => {
        form.change(field, value);
        setSaveError(undefined);
      }}
      onBlur={form.blur}
      canSave={form.isValid}
      isSaving={save.isSubmitting}
      saveError={saveError}
      onSave={() => save.submit(undefined)}
    />
  );
}

/** The gateway refused the card: its message is shown already (under the field or as the save error). */
class CardRefused extends Error {}
