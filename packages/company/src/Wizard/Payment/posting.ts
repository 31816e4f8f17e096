import {
  type ApiClient,
  type ChargeOutcome,
  chargeJobPostToken,
  chargeJobPostTokenToInvoice,
  runApi,
} from "@haulboard/api";
import type { BillingType } from "@haulboard/domain";
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
