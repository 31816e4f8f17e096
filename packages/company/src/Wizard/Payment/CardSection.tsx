import { Checkbox, Radio, RadioGroup } from "@haulboard/ui";
import { CompanyText } from "../../CompanyText.ts";
import { CardFields } from "./CardFields.tsx";
import type { CardChoice, PaymentStepViewProps } from "./PaymentStepView.tsx";

export type CardSectionProps = Pick<
  PaymentStepViewProps,
  | "savedCard"
  | "cardChoice"
  | "onCardChoiceChange"
  | "card"
  | "cardErrors"
  | "onCardChange"
  | "onCardBlur"
  | "saveCard"
  | "onSaveCardChange"
> & { readonly isPaying: boolean };

/**
 * A card company's part of the payment: the saved card or a new one, the card's fields and "Save this
 * card".
 */
export default function CardSection({
  savedCard,
  cardChoice,
  onCardChoiceChange,
  card,
  cardErrors,
  onCardChange,
  onCardBlur,
  saveCard,
  onSaveCardChange,
  isPaying,
}: CardSectionProps) {
  return (
    <>
      {savedCard ? (
        <RadioGroup
          label={CompanyText.cardChoice}
          value={cardChoice}
          onChange={(value) => onCardChoiceChange(value as CardChoice)}
          isDisabled={isPaying}
        >
          <Radio value="saved">
            {CompanyText.savedCard(`${savedCard.cardType} ${savedCard.maskedNumber}`)}
          </Radio>
          <Radio value="new">{CompanyText.newCard}</Radio>
        </RadioGroup>
      ) : null}
      {cardChoice === "new" ? (
        <CardFields
          card={card}
          cardErrors={cardErrors}
          onCardChange={onCardChange}
          onCardBlur={onCardBlur}
          isDisabled={isPaying}
        >
          <Checkbox isSelected={saveCard} onChange={onSaveCardChange} isDisabled={isPaying}>
            {CompanyText.saveCard}
          </Checkbox>
        </CardFields>
      ) : null}
    </>
  );
}
