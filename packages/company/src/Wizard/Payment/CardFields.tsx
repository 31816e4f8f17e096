import { TextField } from "@haulboard/ui";
import { CompanyText } from "../../CompanyText.ts";
import * as styles from "../../styles.css.ts";
import { type CardErrors, type CardValues, cardBrandOf, formatCardNumber } from "./card.ts";

export interface CardFieldsProps {
  readonly card: CardValues;
  readonly cardErrors?: CardErrors;
  readonly onCardChange: (field: keyof CardValues, value: string) => void;
  readonly onCardBlur: (field: keyof CardValues) => void;
  /** @default false */
  readonly isDisabled?: boolean;
  /** Below the four fields (the wizard's "Save this card"). */
  readonly children?: React.ReactNode;
}

/**
 * The card form of the payment step (number, holder, expiry, security number), checked as typed with
 * card.ts; the settings' payment method section replaces the card on file with the same form.
 */
export function CardFields({
  card,
  cardErrors = {},
  onCardChange,
  onCardBlur,
  isDisabled = false,
  children,
}: CardFieldsProps) {
  const field = (name: keyof CardValues) => ({
    value: card[name],
    onChange: (value: string) => onCardChange(name, value),
    onBlur: () => onCardBlur(name),
    isInvalid: cardErrors[name] !== undefined,
    errorMessage: cardErrors[name],
    isRequired: true,
    isDisabled,
  });
  const brand = cardBrandOf(card.number);
  return (
    <div className={styles.grid2}>
      <TextField
        label={CompanyText.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        {...field("number")}
        // Grouped as typed (4-digit groups, or the brand's own), the brand named under it once it is known.
        onChange={(value) => onCardChange("number", formatCardNumber(value))}
        // (always a description: React Aria links only one that is there from the start)
        description={CompanyText.cardBrand(brand)}
      />
      <TextField label={CompanyText.cardHolder} autoComplete="cc-name" {...field("holder")} />
      <TextField
        label={CompanyText.expiration}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        {...field("expiration")}
      />
      <TextField
        label={CompanyText.securityNumber}
        inputMode="numeric"
        autoComplete="cc-csc"
        {...field("securityNumber")}
      />
      {children}
    </div>
  );
}
