import { type ApiClient, alertTextOf, isApiError, runApi } from "@haulboard/api";
import { cardErrorKindOf, cardErrorMessage } from "@haulboard/domain";

// The card token: shared by the wizard's payment step and the
// company's payment settings, apart from posting.ts (the job's post and charge, with the wizard's rules),
// which the settings do not load.

/** Token states (employer-work §4.6). */
export type TokenResult =
  | { readonly status: "success"; readonly token: string }
  | {
      readonly status: "validation";
      readonly field: "number" | "expiration" | "securityNumber" | null;
      readonly message: string;
    }
  | { readonly status: "error"; readonly message: string };

/**
 * Asks the gateway for a card token. A refusal naming a field is a validation state on that field
 * (number, expiration, security number; another field is 'Unknown error.'); an answer without a token
 * is 'Validation error.'; any other failure is the error state with the spec's alert text.
 */
export const fetchCardToken = async (
  client: ApiClient,
  body: { number: string; expirationDate: string; cvv: string; cardHolderName: string },
): Promise<TokenResult> => {
  try {
    const answer = await runApi(client.payment.tokenizeCard({ body }));
    if (!answer.cardToken)
      return { status: "validation", field: null, message: cardErrorMessage("missingToken") };
    return { status: "success", token: answer.cardToken };
  } catch (error) {
    if (isApiError(error) && error._tag === "Invalid") {
      const field = Object.keys(error.fields)[0];
      const kind = cardErrorKindOf(field);
      if (kind === "number" || kind === "expiration" || kind === "securityNumber")
        return { status: "validation", field: kind, message: cardErrorMessage(kind) };
      return {
        status: "validation",
        field: null,
        message: field ? cardErrorMessage("unknown") : error.message,
      };
    }
    return { status: "error", message: alertTextOf(error) };
  }
};
