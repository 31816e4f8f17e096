import type { Payment } from "@haulboard/api";
import { type BillingType, formatPrice } from "@haulboard/domain";
import { Button } from "@haulboard/ui";
import { type FormEvent, Suspense } from "react";
import { CompanyText } from "../../CompanyText.ts";
import { FieldPlaceholder } from "../../internal/FieldPlaceholder.tsx";
import * as styles from "../../styles.css.ts";
import type { CardErrors, CardValues } from "./card.ts";
import { cardSection } from "./cardSection.ts";

export type CardChoice = "saved" | "new";

export interface PaymentStepViewProps {
  readonly billingType: BillingType;
  readonly total: number;
  readonly jobCount: number;
  readonly savedCard: Payment.PaymentMethod | null;
  readonly cardChoice: CardChoice;
  readonly onCardChoiceChange: (choice: CardChoice) => void;
  readonly card: CardValues;
  readonly cardErrors?: CardErrors;
  readonly onCardChange: (field: keyof CardValues, value: string) => void;
  readonly onCardBlur: (field: keyof CardValues) => void;
  readonly saveCard: boolean;
  readonly onSaveCardChange: (save: boolean) => void;
  /** Pay is disabled until the card is valid. */
  readonly canPay: boolean;
  readonly isPaying?: boolean;
  /** What the payment is doing now ('Processing payment…'). */
  readonly progress?: string | undefined;
  /** A message of the card as a whole ('Unknown error.', 'Validation error.', a decline …). */
  readonly paymentError?: string | undefined;
  readonly onBack: () => void;
  readonly onPay: () => void;
  /** Another payment than a post's (an edit's new add-ons): its heading, total line and invoice texts. */
  readonly texts?:
    | {
        readonly title: string;
        readonly total: string;
        readonly invoiceNotice: string;
        readonly invoiceAction: string;
        readonly back: string;
      }
    | undefined;
}

/** The card entry's place while its code loads: the saved card's choice and the four fields' labels. */
function CardSectionPlaceholder({
  hasSavedCard,
  cardChoice,
}: {
  readonly hasSavedCard: boolean;
  readonly cardChoice: CardChoice;
}) {
  const fields = [
    CompanyText.cardNumber,
    CompanyText.cardHolder,
    CompanyText.expiration,
    CompanyText.securityNumber,
  ];
  return (
    <>
      {hasSavedCard ? <FieldPlaceholder label={CompanyText.cardChoice} /> : null}
      {cardChoice === "new" ? (
        <div className={styles.grid2}>
          {fields.map((label) => (
            <FieldPlaceholder key={label} label={label} />
          ))}
        </div>
      ) : null}
    </>
  );
}

/** Step 4: the card (or the invoice notice) and the pay button. */
export function PaymentStepView(props: PaymentStepViewProps) {
  const {
    billingType,
    total,
    jobCount,
    savedCard,
    cardChoice,
    card,
    cardErrors = {},
    isPaying = false,
    texts,
  } = props;
  const CardSection = cardSection.useView(billingType !== "invoice");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canPay && !isPaying) props.onPay();
  };
  const amount = formatPrice(total);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.subtitle}>
        {texts?.title ?? CompanyText.steps[3]}
      </h2>
      <dl className={styles.totals}>
        <dt className={styles.total}>
          {texts?.total ?? `${CompanyText.postTotal} (${CompanyText.jobsInPost(jobCount)})`}
        </dt>
        <dd className={styles.total}>{amount}</dd>
      </dl>
      {billingType === "invoice" ? (
        <p className={styles.text}>{texts?.invoiceNotice ?? CompanyText.invoiceNotice}</p>
      ) : (
        <Suspense
          fallback={<CardSectionPlaceholder hasSavedCard={savedCard !== null} cardChoice={cardChoice} />}
        >
          <CardSection
            savedCard={savedCard}
            cardChoice={cardChoice}
            onCardChoiceChange={props.onCardChoiceChange}
            card={card}
            cardErrors={cardErrors}
            onCardChange={props.onCardChange}
            onCardBlur={props.onCardBlur}
            saveCard={props.saveCard}
            onSaveCardChange={props.onSaveCardChange}
            isPaying={isPaying}
          />
        </Suspense>
      )}
      {props.progress ? (
        <p role="status" className={styles.muted}>
          {props.progress}
        </p>
      ) : null}
      {props.paymentError ? (
        <p role="alert" className={styles.text}>
          {props.paymentError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={props.onBack} isDisabled={isPaying}>
          {texts?.back ?? CompanyText.back}
        </Button>
        <Button type="submit" isDisabled={!props.canPay} isLoading={isPaying}>
          {billingType === "invoice"
            ? (texts?.invoiceAction ?? CompanyText.postAndCharge)
            : CompanyText.pay(amount)}
        </Button>
      </div>
    </form>
  );
}
