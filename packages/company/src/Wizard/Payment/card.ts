import { cardErrorMessage } from "@haulboard/domain";
import valid from "card-validator";

export interface CardValues {
  readonly number: string;
  /** MM/YY as typed. */
  readonly expiration: string;
  readonly securityNumber: string;
  readonly holder: string;
}

export const emptyCard: CardValues = { number: "", expiration: "", securityNumber: "", holder: "" };

export type CardErrors = Partial<Record<keyof CardValues, string>>;
export type CardTouched = Partial<Record<keyof CardValues, boolean>>;

const digits = (text: string) => text.replace(/[\s-]/g, "");

/** The security number's length for the card's brand (4 for American Express, else 3). */
const securityLength = (number: string): number => valid.number(digits(number)).card?.code.size ?? 3;

/**
 * Checks a card as it is typed (card-validator: Luhn and brand ranges, a future expiry, the brand's CVV
 * length). A field shows its message once it cannot become valid any more, or once it was left invalid.
 * The holder's name uses the spec's generic 'Validation fails.' (the spec has no message of its own for it).
 */
export const cardErrors = (values: CardValues, touched: CardTouched = {}): CardErrors => {
  const errors: Record<string, string> = {};
  const number = valid.number(digits(values.number));
  if (values.number !== "" && (!number.isPotentiallyValid || (touched.number && !number.isValid)))
    errors.number = cardErrorMessage("number");
  const expiration = valid.expirationDate(values.expiration);
  if (
    values.expiration !== "" &&
    (!expiration.isPotentiallyValid || (touched.expiration && !expiration.isValid))
  )
    errors.expiration = cardErrorMessage("expiration");
  const cvv = valid.cvv(values.securityNumber, securityLength(values.number));
  if (values.securityNumber !== "" && (!cvv.isPotentiallyValid || (touched.securityNumber && !cvv.isValid)))
    errors.securityNumber = cardErrorMessage("securityNumber");
  if (touched.holder && !valid.cardholderName(values.holder).isValid)
    errors.holder = cardErrorMessage("fails");
  return errors as CardErrors;
};

/** The brand of the number typed so far (card-validator's ranges), e.g. "Visa"; null until one matches. */
export const cardBrandOf = (number: string): string | null => {
  const { card } = valid.number(digits(number));
  return card ? card.niceType : null;
};

/**
 * The number as typed, in its brand's groups ("4242 4242 4242 4242", American Express "3782 822463 10005"):
 * digits only, at most the brand's longest length (19 while no brand matches).
 */
export const formatCardNumber = (typed: string): string => {
  const numbers = typed.replace(/\D/g, "");
  const { card } = valid.number(numbers);
  const gaps = card?.gaps ?? [4, 8, 12, 16];
  const longest = card ? Math.max(...card.lengths) : 19;
  let grouped = "";
  for (const [index, digit] of [...numbers.slice(0, longest)].entries()) {
    if (gaps.includes(index)) grouped += " ";
    grouped += digit;
  }
  return grouped;
};

/** Pay stays disabled until every field is valid. */
export const isCardValid = (values: CardValues): boolean =>
  valid.number(digits(values.number)).isValid &&
  valid.expirationDate(values.expiration).isValid &&
  valid.cvv(values.securityNumber, securityLength(values.number)).isValid &&
  valid.cardholderName(values.holder).isValid;

/** The card as the tokenize call takes it: digits only, MM/YY. */
export const tokenizeBody = (values: CardValues) => {
  const expiration = valid.expirationDate(values.expiration);
  const month = (expiration.month ?? "").padStart(2, "0");
  const year = (expiration.year ?? "").slice(-2);
  return {
    number: digits(values.number),
    expirationDate: `${month}/${year}`,
    cvv: values.securityNumber,
    cardHolderName: values.holder.trim(),
  };
};
