// The sandbox card gateway: a stand-in for a real provider's test mode (provider code CELERO). It keeps its
// books in its own tables (sandbox_gateway_*, migration 0005) as a provider keeps them on its side, so a
// charge it recorded survives our server losing the answer. The documented test cards are in
// @haulboard/domain (Gateway.ts) and the server README. It never stores a card number or security code:
// a token row keeps the brand, the last four digits, the expiry, the holder and the test behaviour.
import { createHash, randomBytes } from "node:crypto";
import { isDeclineCode, sandboxBehaviourOf, sandboxTestCards } from "@haulboard/domain";
import { type Selectable, sql } from "kysely";
import type { Database } from "../db/Database.ts";
import type { SandboxGatewayCharges } from "../db/schema.gen.ts";
import { typed } from "../db/typed.ts";
import {
  type CardInput,
  type ChargeOutcome,
  GatewayIdempotencyMismatch,
  GatewayInvalidSource,
  GatewayTimeout,
  type PaymentGateway,
  type SaveResult,
  type TokenizeResult,
} from "./port.ts";

/** Faults a test injects to play a network that drops answers. */
export interface SandboxFaults {
  /** Asked after a charge is recorded: true makes the call time out (the charge stays recorded). */
  readonly timeoutAfterRecording?: (input: { readonly idempotencyKey: string }) => boolean;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Luhn's check digit rule, as every card number follows. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The card brand from the number's leading digits (the networks' published ranges). */
export const brandOf = (digits: string): string => {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^(6011|65|64[4-9])/.test(digits)) return "Discover";
  return "Card";
};

const isExpired = (month: number, year: number, now: Date) =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);

type ChargeRow = Pick<Selectable<SandboxGatewayCharges>, "id" | "request_hash" | "status" | "decline_code">;

const outcomeOf = (row: ChargeRow): ChargeOutcome =>
  row.status === "succeeded"
    ? { status: "succeeded", chargeId: row.id }
    : { status: "failed", chargeId: row.id, declineCode: row.decline_code ?? "card_declined" };

class Replay extends Error {}

export const makeSandboxGateway = (db: Database, faults: SandboxFaults = {}): PaymentGateway => {
  const tokenize = async (card: CardInput): Promise<TokenizeResult> => {
    const digits = card.number;
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, field: "number" };
    if (card.expMonth < 1 || card.expMonth > 12 || isExpired(card.expMonth, card.expYear, new Date())) {
      return { ok: false, field: "expiration" };
    }
    const brand = brandOf(digits);
    const cvvLength = brand === "American Express" ? 4 : 3;
    if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv)) return { ok: false, field: "securityNumber" };
    const token = id("tok");
    const summary = {
      brand,
      lastFour: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      holderName: card.holderName,
    };
    await typed(db)
      .insertInto("sandbox_gateway_tokens")
      .values({
        token,
        reusable: false,
        brand: summary.brand,
        last_four: summary.lastFour,
        exp_month: summary.expMonth,
        exp_year: summary.expYear,
        holder_name: summary.holderName,
        behaviour: sandboxBehaviourOf(digits),
      })
      .execute();
    return { ok: true, token, ...summary };
  };

  const saveCard = (token: string): Promise<SaveResult> =>
    db.transaction(async (tx) => {
      const k = typed(tx);
      const used = await k
        .updateTable("sandbox_gateway_tokens")
        .set({ consumed_at: sql<Date>`now()` })
        .where("token", "=", token)
        .where("reusable", "=", false)
        .where("consumed_at", "is", null)
        .returningAll()
        .executeTakeFirst();
      if (!used) throw new GatewayInvalidSource("No such token");
      // Saving verifies the card with the issuer: cards that decline every charge decline here too,
      // except the one that goes bad after saving.
      if (isDeclineCode(used.behaviour)) return { ok: false, declineCode: used.behaviour };
      const reusable = id("card");
      await k
        .insertInto("sandbox_gateway_tokens")
        .values({
          token: reusable,
          reusable: true,
          brand: used.brand,
          last_four: used.last_four,
          exp_month: used.exp_month,
          exp_year: used.exp_year,
          holder_name: used.holder_name,
          behaviour: used.behaviour,
        })
        .execute();
      return {
        ok: true,
        token: reusable,
        brand: used.brand,
        lastFour: used.last_four,
        expMonth: used.exp_month,
        expYear: used.exp_year,
        holderName: used.holder_name,
      };
    });

  const replay = async (key: string, hash: string): Promise<ChargeOutcome | undefined> => {
    const row: ChargeRow | undefined = await typed(db)
      .selectFrom("sandbox_gateway_charges")
      .select(["id", "request_hash", "status", "decline_code"])
      .where("idempotency_key", "=", key)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_hash !== hash)
      throw new GatewayIdempotencyMismatch(
        "Keys for idempotent requests can only be used with the same parameters",
      );
    return outcomeOf(row);
  };

  const charge: PaymentGateway["charge"] = async ({ source, sourceKind, amountCents, idempotencyKey }) => {
    const hash = createHash("sha256").update(`${source}|${amountCents}`).digest("hex");
    const earlier = await replay(idempotencyKey, hash);
    if (earlier) return earlier;
    let outcome: ChargeOutcome;
    try {
      outcome = await db.transaction(async (tx) => {
        const k = typed(tx);
        const card = await k
          .updateTable("sandbox_gateway_tokens")
          .set({ consumed_at: sql<Date>`coalesce(consumed_at, now())` })
          .where("token", "=", source)
          .where("reusable", "=", sourceKind === "savedCard")
          .where((eb) => eb.or([eb("reusable", "=", true), eb("consumed_at", "is", null)]))
          .returningAll()
          .executeTakeFirst();
        if (!card) throw new GatewayInvalidSource("No such token");
        const declineCode =
          card.behaviour === "approve"
            ? null
            : card.behaviour === "declineAfterSave"
              ? "card_declined"
              : card.behaviour;
        const chargeId = id("ch");
        const inserted = await k
          .insertInto("sandbox_gateway_charges")
          .values({
            id: chargeId,
            idempotency_key: idempotencyKey,
            request_hash: hash,
            source_token: source,
            amount_cents: amountCents,
            status: declineCode ? "failed" : "succeeded",
            decline_code: declineCode,
          })
          .onConflict((oc) => oc.column("idempotency_key").doNothing())
          .returning("id")
          .execute();
        // A concurrent call with the same key recorded first: undo ours (the token stays unspent) and replay.
        if (inserted.length === 0) throw new Replay();
        const charged = { brand: card.brand, lastFour: card.last_four };
        return declineCode
          ? { status: "failed" as const, chargeId, declineCode, card: charged }
          : { status: "succeeded" as const, chargeId, card: charged };
      });
    } catch (error) {
      if (!(error instanceof Replay)) throw error;
      const recorded = await replay(idempotencyKey, hash);
      if (!recorded) throw new Error("sandbox gateway: a conflicting charge vanished");
      return recorded;
    }
    if (faults.timeoutAfterRecording?.({ idempotencyKey })) {
      throw new GatewayTimeout("The gateway did not answer in time");
    }
    return outcome;
  };

  const refund: PaymentGateway["refund"] = async ({ chargeId, amountCents, idempotencyKey }) => {
    const k = typed(db);
    const charged = await k
      .selectFrom("sandbox_gateway_charges")
      .select(["amount_cents", "status"])
      .where("id", "=", chargeId)
      .executeTakeFirst();
    if (charged?.status !== "succeeded" || amountCents > Number(charged.amount_cents)) {
      throw new GatewayInvalidSource("No such charge to refund");
    }
    await k
      .insertInto("sandbox_gateway_refunds")
      .values({
        id: id("re"),
        charge_id: chargeId,
        idempotency_key: idempotencyKey,
        amount_cents: amountCents,
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    const row = await k
      .selectFrom("sandbox_gateway_refunds")
      .select("id")
      .where("idempotency_key", "=", idempotencyKey)
      .executeTakeFirst();
    if (!row) throw new Error("sandbox gateway: refund not recorded");
    return { refundId: row.id };
  };

  return { provider: "CELERO", tokenize, saveCard, charge, refund, testCards: sandboxTestCards };
};
