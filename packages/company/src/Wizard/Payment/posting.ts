import {
  type ApiClient,
  type ApiError,
  type ChargeOutcome,
  chargeJobPostToken,
  chargeJobPostTokenToInvoice,
  isApiError,
  runApi,
} from "@haulboard/api";
import { type BillingType, cardErrorKindOf, cardErrorMessage, ErrorText } from "@haulboard/domain";
import type { DraftPost, WizardDraft } from "../draft.ts";
import { toJobPayload } from "../rules.ts";

/** A fresh key for one post's charge attempts (letters, digits and dashes). */
export const newIdempotencyKey = (): string =>
  globalThis.crypto?.randomUUID?.() ??
  `post-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface PostingDeps {
  readonly client: ApiClient;
  readonly draft: WizardDraft;
  readonly billingType: BillingType;
  /** A one-time card token (new card); without it a card company's saved card is charged. */
  readonly cardToken?: string | undefined;
  /** Keeps the post in the draft as soon as it exists, so a retry charges it instead of posting again. */
  readonly onPosted: (post: DraftPost) => void;
}

/**
 * employer-work §4 "Posting flow": when no post token exists yet, submit posts the job(s) (one per
 * address); then the token is charged — to the invoice for CONTRACT companies, to the card otherwise.
 * The api's charge helpers retry a network failure once after 5 s and turn '… is already paid. Aborting'
 * into success.
 */
export const postAndPay = async ({
  client,
  draft,
  billingType,
  cardToken,
  onPosted,
}: PostingDeps): Promise<{ readonly post: DraftPost; readonly outcome: ChargeOutcome }> => {
  let post = draft.post;
  if (post === null) {
    const result = await runApi(client.jobs.create({ body: toJobPayload(draft) }));
    post = {
      token: result.jobsPostToken,
      jobs: result.jobs.map((job) => ({ id: job.id, cost: job.cost })),
      idempotencyKey: newIdempotencyKey(),
    };
    onPosted(post);
  }
  const outcome =
    billingType === "invoice"
      ? await runApi(
          chargeJobPostTokenToInvoice(client, {
            secretToken: post.token,
            actionType: "new_job",
            idempotencyKey: post.idempotencyKey,
          }),
        )
      : await runApi(
          chargeJobPostToken(client, {
            secretToken: post.token,
            actionType: "new_job",
            // The same key on every attempt of this post and card: a retry answers the first result.
            idempotencyKey: cardToken
              ? `${post.idempotencyKey}-${cardToken.replace(/[^A-Za-z0-9_-]/g, "").slice(-12)}`
              : post.idempotencyKey,
            ...(cardToken ? { cardToken } : {}),
          }),
        );
  return { post, outcome };
};

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
    return { status: "error", message: failureText(error) };
  }
};

/** The alert text of a failed post or charge (employer-work §8). */
export const failureText = (error: unknown): string => {
  if (!isApiError(error)) return ErrorText.communication;
  const apiError = error as ApiError;
  if (apiError._tag === "NetworkError") return ErrorText.communication;
  if (apiError.status >= 500) return ErrorText.internalServer;
  return apiError.message;
};
