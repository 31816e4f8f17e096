import type { Payment } from "@haulboard/api";
import { type AddonType, type BillingType, formatPrice } from "@haulboard/domain";
import { Button } from "@haulboard/ui";
import type { FormEvent } from "react";
import { CompanyText } from "../../CompanyText.ts";
import * as styles from "../../styles.css.ts";
import { CostLines } from "../CostLines.tsx";
import CardSection from "./CardSection.tsx";
import { type CardErrors, type CardValues, formatCardNumber } from "./card.ts";

export type CardChoice = "saved" | "new";

/** What this payment buys, line by line (a post's jobs, one per address, and the add-ons of each). */
export interface OrderSummary {
  readonly jobTitle: string;
  /** Each targeted address with the base cost the server quoted for its job. */
  readonly addresses: readonly { readonly description: string; readonly cost: number }[];
  /** The add-ons every job of the post gets (priced by the domain's Pricing). */
  readonly addons: readonly AddonType[];
}

/** A sandbox card the local trial offers, and what the gateway does with it. */
export interface TestCard {
  readonly number: string;
  readonly outcome: string;
}

export interface PaymentStepViewProps {
  readonly billingType: BillingType;
  readonly total: number;
  readonly jobCount: number;
  /** The order's lines above the total (the wizard's post); none: the total alone. */
  readonly summary?: OrderSummary | undefined;
  /** The sandbox gateway's test cards: only a local trial's server lists them. */
  readonly testCards?: readonly TestCard[] | undefined;
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

/** The order's lines: the job, each address's posting, each add-on for every job, then the total. */
function OrderLines({ summary, total }: { readonly summary: OrderSummary; readonly total: string }) {
  const jobs = summary.addresses.length;
  return (
    <section aria-label={CompanyText.orderSummary} className={styles.paymentBlock}>
      <h3 className={styles.paymentBlockTitle}>{CompanyText.orderSummary}</h3>
      <dl className={styles.totals}>
        <dt>{CompanyText.orderJob}</dt>
        <dd>{summary.jobTitle}</dd>
        <CostLines addresses={summary.addresses} addons={summary.addons} />
        <dt className={styles.total}>
          {CompanyText.postTotal} ({CompanyText.jobsInPost(jobs)})
        </dt>
        <dd className={styles.total}>{total}</dd>
      </dl>
    </section>
  );
}

/** The local trial's note of the sandbox cards, grouped as they are typed. */
function TestCards({ cards }: { readonly cards: readonly TestCard[] }) {
  return (
    <section aria-label={CompanyText.testCardsTitle} className={styles.paymentBlock}>
      <h3 className={styles.paymentBlockTitle}>{CompanyText.testCardsTitle}</h3>
      <p className={styles.muted}>{CompanyText.testCardsHint}</p>
      <dl className={styles.testCards}>
        {cards.map((card) => (
          <div key={card.number} className={styles.contents}>
            <dt>{formatCardNumber(card.number)}</dt>
            <dd>{card.outcome}</dd>
          </div>
        ))}
      </dl>
    </section>
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
      {props.summary ? (
        <OrderLines summary={props.summary} total={amount} />
      ) : (
        <dl className={styles.totals}>
          <dt className={styles.total}>
            {texts?.total ?? `${CompanyText.postTotal} (${CompanyText.jobsInPost(jobCount)})`}
          </dt>
          <dd className={styles.total}>{amount}</dd>
        </dl>
      )}
      {billingType === "invoice" ? (
        <p className={styles.text}>{texts?.invoiceNotice ?? CompanyText.invoiceNotice}</p>
      ) : (
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
      )}
      {billingType === "card" && cardChoice === "new" && props.testCards && props.testCards.length > 0 ? (
        <TestCards cards={props.testCards} />
      ) : null}
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
