import { useState } from "react";
import {
  type CardErrors,
  type CardTouched,
  type CardValues,
  cardErrors,
  emptyCard,
  isCardValid,
} from "./card.ts";

/**
 * The card form's state, shared by the payment step, the add-ons payment and Settings › Payment method: the
 * values, the typed checks after a field is left, and the gateway's message for a field, which wins over the
 * typed checks until that field changes.
 */
export const useCardForm = () => {
  const [card, setCard] = useState<CardValues>(emptyCard);
  const [touched, setTouched] = useState<CardTouched>({});
  const [gatewayErrors, setGatewayErrors] = useState<CardErrors>({});
  const errors: CardErrors = { ...cardErrors(card, touched) };
  for (const [field, message] of Object.entries(gatewayErrors))
    if (message !== undefined) errors[field as keyof CardValues] = message;
  return {
    card,
    errors,
    isValid: isCardValid(card),
    change: (field: keyof CardValues, value: string) => {
      setCard((current) => ({ ...current, [field]: value }));
      setGatewayErrors((current) => ({ ...current, [field]: undefined }));
    },
    blur: (field: keyof CardValues) => setTouched((current) => ({ ...current, [field]: true })),
    /** The gateway refused this field: its message shows under it. */
    refuse: (field: keyof CardValues, message: string) => setGatewayErrors({ [field]: message }),
    reset: () => {
      setCard(emptyCard);
      setTouched({});
      setGatewayErrors({});
    },
  };
};
