// The card payment port (provider code CELERO, employer-work §1). Routes talk to this interface only; the
// sandbox adapter (./sandbox.ts) is the default, a real provider's adapter would implement the same calls.
// Card numbers and security codes pass through `tokenize` and are never stored or logged by the server.

import type { SandboxTestCard } from "@haulboard/domain";
import type { Database } from "../db/Database.ts";
import type { MailPort } from "../ports/mail.ts";

export interface CardInput {
  /** Digits only. */
  readonly number: string;
  readonly expMonth: number;
  /** Four digits. */
  readonly expYear: number;
  readonly cvv: string;
  readonly holderName: string;
}

/** What the gateway lets us keep of a card: brand, last four, expiry, holder. */
export interface CardSummary {
  readonly brand: string;
  readonly lastFour: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly holderName: string;
}

/** A card field the gateway refused at tokenisation (the domain's card error kinds). */
export type CardField = "number" | "expiration" | "securityNumber";

export type TokenizeResult =
  | ({ readonly ok: true; readonly token: string } & CardSummary)
  | { readonly ok: false; readonly field: CardField };

export type SaveResult =
  | ({ readonly ok: true; readonly token: string } & CardSummary)
  | { readonly ok: false; readonly declineCode: string };

export interface ChargeInput {
  /** A one-time token (`tok_…`) or a saved card's reusable token (`card_…`). */
  readonly source: string;
  /**
   * What `source` must be, as a real gateway's charge call says it (a one-time token as the source, or a
   * customer's saved card): a token of the other kind is refused (GatewayInvalidSource, issue 36 #7).
   */
  readonly sourceKind: "oneTime" | "savedCard";
  readonly amountCents: number;
  /** The same key on a retry makes the gateway answer the first result instead of charging again. */
  readonly idempotencyKey: string;
}

/** The charged card as the gateway names it (providers return it with the charge): receipts show it masked. */
export interface ChargedCard {
  readonly brand: string;
  readonly lastFour: string;
}

export type ChargeOutcome =
  | { readonly status: "succeeded"; readonly chargeId: string; readonly card?: ChargedCard }
  | {
      readonly status: "failed";
      readonly chargeId: string;
      readonly declineCode: string;
      readonly card?: ChargedCard;
    };

/** The gateway did not answer in time: whether it charged is unknown until the same key is sent again. */
export class GatewayTimeout extends Error {
  readonly _tag = "GatewayTimeout";
}
/** The idempotency key was used before with other parameters. */
export class GatewayIdempotencyMismatch extends Error {
  readonly _tag = "GatewayIdempotencyMismatch";
}
/** The token is unknown, or a one-time token was already used. */
export class GatewayInvalidSource extends Error {
  readonly _tag = "GatewayInvalidSource";
}

export interface PaymentGateway {
  readonly provider: "CELERO";
  /**
   * The cards a sandbox documents and what each does (the local trial shows them on the payment step); a
   * real gateway has none.
   */
  readonly testCards?: () => readonly SandboxTestCard[];
  /** A one-time token for a card, or the field the gateway refused. */
  tokenize(card: CardInput): Promise<TokenizeResult>;
  /** Verifies a one-time token's card and makes it reusable (the saved card), or declines it. */
  saveCard(token: string): Promise<SaveResult>;
  charge(input: ChargeInput): Promise<ChargeOutcome>;
  refund(input: {
    chargeId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}

/**
 * What the payment services use of the application's dependencies: a narrow view of `Deps` (src/deps.ts,
 * a higher layer), which any `Deps` satisfies.
 */
export interface PaymentDeps {
  readonly db: Database;
  /** The card gateway. */
  readonly payments: PaymentGateway;
  /** The company's notices (renewals). */
  readonly mail: MailPort;
  readonly log: (line: string) => void;
}
