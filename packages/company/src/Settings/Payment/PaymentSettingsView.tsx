import type { Payment } from "@haulboard/api";
import { ErrorText } from "@haulboard/domain";
import { Button } from "@haulboard/ui";
import type { FormEvent } from "react";
import * as styles from "../../styles.css.ts";
import { CardFields } from "../../Wizard/Payment/CardFields.tsx";
import type { CardErrors, CardValues } from "../../Wizard/Payment/card.ts";
import { Facts, ReadOnlyNotice } from "../ReadOnlyNotice.tsx";
import * as local from "../Settings.css.ts";
import { SettingsText } from "../SettingsText.ts";

export interface PaymentSettingsViewProps {
  readonly isInvoiceCompany: boolean;
  readonly card: Payment.PaymentMethod | null;
  readonly isLoading?: boolean;
  readonly error?: string | undefined;
  readonly canManage: boolean;
  /** The card form is open. */
  readonly isReplacing: boolean;
  readonly onReplace: () => void;
  readonly onCancel: () => void;
  readonly values: CardValues;
  readonly errors?: CardErrors;
  readonly onChange: (field: keyof CardValues, value: string) => void;
  readonly onBlur: (field: keyof CardValues) => void;
  readonly canSave: boolean;
  readonly isSaving?: boolean;
  /** A decline or token failure of the new card. */
  readonly saveError?: string | undefined;
  readonly onSave: () => void;
}

/** The card on file (masked) and its replacement with the payment step's card form. */
export function PaymentSettingsView(props: PaymentSettingsViewProps) {
  const { card, canManage, isReplacing, isSaving = false } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSave && !isSaving) props.onSave();
  };
  return (
    <section className={local.section} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.subtitle}>
        {SettingsText.paymentTitle}
      </h2>
      {props.isInvoiceCompany ? (
        <p className={styles.text}>{SettingsText.invoiceCompany}</p>
      ) : props.isLoading ? (
        <p role="status" className={styles.muted}>
          {ErrorText.loading}
        </p>
      ) : props.error ? (
        <p role="alert" className={styles.text}>
          {props.error}
        </p>
      ) : (
        <>
          {canManage ? null : <ReadOnlyNotice />}
          {card ? (
            <Facts
              label={SettingsText.cardOnFile}
              items={[
                [SettingsText.cardType, card.cardType],
                [SettingsText.number, card.maskedNumber],
                [SettingsText.expiration, card.expirationDate],
                [SettingsText.holder, card.cardHolder],
              ]}
            />
          ) : (
            <p className={styles.text}>{SettingsText.noCard}</p>
          )}
          {canManage && !isReplacing ? (
            <div>
              <Button onPress={props.onReplace}>
                {card ? SettingsText.replaceCard : SettingsText.addCard}
              </Button>
            </div>
          ) : null}
          {canManage && isReplacing ? (
            <form className={styles.form} onSubmit={submit} noValidate aria-label={SettingsText.replaceCard}>
              <CardFields
                card={props.values}
                cardErrors={props.errors}
                onCardChange={props.onChange}
                onCardBlur={props.onBlur}
                isDisabled={isSaving}
              />
              {props.saveError ? (
                <p role="alert" className={styles.text}>
                  {props.saveError}
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button variant="secondary" onPress={props.onCancel} isDisabled={isSaving}>
                  {SettingsText.cancel}
                </Button>
                <Button type="submit" isDisabled={!props.canSave} isLoading={isSaving}>
                  {SettingsText.saveCard}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
