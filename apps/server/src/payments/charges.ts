// Paying an order (employer-work §4 "Posting flow", "Payment and invoice states"; issue 16). An order names
// what is paid for; a transaction is one attempt to pay it. The database allows one live or approved
// attempt per order (migration 0005, transactions_one_live), so two requests paying the same thing
// cannot both charge: the second waits for the first and then answers "… is already paid. Aborting".
// An attempt whose gateway call got no answer keeps its gateway key; the next request for the order
// resumes it with that key, so the gateway charges at most once.
import { randomBytes } from "node:crypto";
import { declineMessages, isDeclineCode } from "@haulboard/domain";
import { sql } from "kysely";
import type { Queryable } from "../db/Database.ts";
import { typed } from "../db/typed.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import {
  GatewayIdempotencyMismatch,
  GatewayInvalidSource,
  GatewayTimeout,
  type PaymentDeps,
} from "./port.ts";

/** How long a request may hold an attempt while it talks to the gateway before others resume it. */
export const leaseSeconds = 30;
/** How often a request waiting for another's attempt looks again. */
const waitStepMs = 50;

/** Who pays: a signed-in caller, or nobody (the renewal runner: created_by stays null). */
export interface Payer {
  readonly userId: number | null;
}

export interface OrderRow {
  id: number;
  company_id: number;
  post_id: number | null;
  action_type: string;
  amount: string;
  status: string;
  what: string;
}

export interface ChargeAnswer {
  readonly transactionId: string;
  readonly amount: number;
  readonly status: "paid" | "APPROVED";
  readonly invoiceId: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const alreadyPaid = (order: OrderRow) => appErrorOf(ErrorFamilies.alreadyPaid, [order.what]);

const isPaid = (status: string) => status === "paid" || status === "APPROVED";

/**
 * What becomes of a post's jobs once their order is paid (or put on the invoice): the add-ons its items name
 * (the ones its amount counted) are paid, and the jobs approved for 30 days, boosted when a boost is paid.
 */
export const activatePaidJobs = async (tx: Queryable, orderId: number, postingDays: number) => {
  const k = typed(tx);
  await k
    .updateTable("job_addons as a")
    .set({ paid_at: sql<Date>`now()` })
    .from("order_items as i")
    .where("i.order_id", "=", orderId)
    .whereRef("a.job_id", "=", "i.job_id")
    .where(sql<boolean>`a.addon_type = any(i.addons)`)
    .where("a.paid_at", "is", null)
    .execute();
  const postingEnd = sql<Date>`current_date + ${postingDays}::integer`;
  await k
    .updateTable("jobs as j")
    .set((eb) => ({
      approval_status: "approved",
      active: true,
      posting_date: sql<Date>`current_date`,
      expiration_date: postingEnd,
      next_billing_date: eb.case().when("j.auto_renew", "=", true).then(postingEnd).else(null).end(),
      boost_until: eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom("job_addons as a")
              .select(sql`1`.as("one"))
              .whereRef("a.job_id", "=", "j.id")
              .where("a.addon_type", "=", "boost")
              .where("a.subscribed", "=", true)
              .where("a.paid_at", "is not", null),
          ),
        )
        .then(sql<Date>`current_date + 7`)
        .else(null)
        .end(),
      updated_at: sql<Date>`now()`,
    }))
    .where("j.id", "in", (eb) =>
      eb.selectFrom("order_items").select("job_id").where("order_id", "=", orderId),
    )
    .execute();
};

type Claim =
  | { readonly kind: "wait" }
  | {
      readonly kind: "charge";
      readonly attemptId: number;
      readonly gatewayKey: string;
      readonly source: string;
      /** The source is the company's saved card (a reusable token), not a one-time token. */
      readonly savedCard: boolean;
      /** What the attempt charges: the order's amount when it was made (read under the order's lock). */
      readonly amount: string;
    };

/**
 * Takes the order's attempt for this request: a new one, or one whose request is gone (lease over) —
 * resumed with its own gateway key and source. Paid orders answer 409 'already paid'.
 */
/** The order's status and amount, its row locked until the transaction ends. */
const lockOrder = (tx: Queryable, orderId: number) =>
  typed(tx)
    .selectFrom("orders")
    .select(["status", "amount"])
    .where("id", "=", orderId)
    .forUpdate()
    .executeTakeFirst();

/** `now()` plus a lease of `seconds`. */
const leaseFromNow = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

const claim = (
  deps: PaymentDeps,
  caller: Payer,
  order: OrderRow,
  source: (q: Queryable) => Promise<{
    token: string;
    paymentMethodId: number | null;
    brand: string | null;
    lastFour: string | null;
  }>,
): Promise<Claim> =>
  deps.db.transaction(async (tx) => {
    const k = typed(tx);
    const fresh = await lockOrder(tx, order.id);
    if (!fresh || isPaid(fresh.status)) throw alreadyPaid(order);
    const live = await k
      .selectFrom("transactions")
      .select([
        "id",
        "gateway_key",
        "source_token",
        sql<boolean>`payment_method_id is not null`.as("saved_card"),
        "amount",
        sql<boolean>`lease_until > now()`.as("held"),
      ])
      .where("order_id", "=", order.id)
      .where("status", "=", "PROCESSING_PAYMENT")
      .executeTakeFirst();
    if (live?.held) return { kind: "wait" } as const;
    if (live) {
      await k
        .updateTable("transactions")
        .set({ lease_until: leaseFromNow(leaseSeconds) })
        .where("id", "=", live.id)
        .execute();
      return {
        kind: "charge",
        attemptId: live.id,
        gatewayKey: live.gateway_key,
        source: live.source_token ?? "",
        savedCard: live.saved_card,
        amount: live.amount,
      } as const;
    }
    const chosen = await source(tx);
    const gatewayKey = `hb_${order.id}_${randomBytes(12).toString("hex")}`;
    const created = await k
      .insertInto("transactions")
      .values({
        order_id: order.id,
        company_id: order.company_id,
        provider: "CELERO",
        status: "PROCESSING_PAYMENT",
        amount: fresh.amount,
        gateway_key: gatewayKey,
        source_token: chosen.token,
        payment_method_id: chosen.paymentMethodId,
        brand: chosen.brand,
        last_four: chosen.lastFour,
        lease_until: leaseFromNow(leaseSeconds),
        created_by: caller.userId,
      })
      .returning("id")
      .executeTakeFirst();
    if (!created) throw new Error("transaction not inserted");
    return {
      kind: "charge",
      attemptId: created.id,
      gatewayKey,
      source: chosen.token,
      savedCard: chosen.paymentMethodId !== null,
      amount: fresh.amount,
    } as const;
  });

/**
 * A one-time card token is accepted only from the user and company that made it here (issue 36 #7):
 * another company's token, or a saved card's reusable token sent as `card_token`, is unknown (422).
 */
export const requireOwnCardToken = async (
  q: Queryable,
  token: string,
  companyId: number,
  userId: number | null,
  field = "card_token",
) => {
  const own = await typed(q)
    .selectFrom("card_tokens")
    .select(sql`1`.as("one"))
    .where("token", "=", token)
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!own) throw appError(Errors.cardTokenUnknown, { field });
};

/** The saved card of a company, or a 422 when there is none. */
export const savedCardOf = (q: Queryable, companyId: number) =>
  typed(q)
    .selectFrom("payment_methods")
    .select(["id", "gateway_token", "brand", "last_four"])
    .where("company_id", "=", companyId)
    .where("replaced_at", "is", null)
    .executeTakeFirst();

/** The brand and last four of the card the gateway names, kept when the attempt already knows them. */
const cardOf = (card: { readonly brand: string; readonly lastFour: string } | undefined) => ({
  brand: sql<string | null>`coalesce(brand, ${card?.brand ?? null})`,
  last_four: sql<string | null>`coalesce(last_four, ${card?.lastFour ?? null})`,
});

/**
 * Charges an order with a card: `cardToken` (one-time) or, without it, the company's saved card.
 * Answers the charge, or throws: 409 already paid, 402 declined (the decline's message), 422 bad token,
 * 504 when the gateway did not answer (the attempt stays open and the next request resumes it).
 */
export const chargeOrderByCard = async (
  deps: PaymentDeps,
  caller: Payer,
  order: OrderRow,
  cardToken: string | undefined,
  onPaid: (tx: Queryable) => Promise<void>,
): Promise<ChargeAnswer> => {
  const source = async (q: Queryable) => {
    if (cardToken !== undefined) {
      await requireOwnCardToken(q, cardToken, order.company_id, caller.userId);
      return { token: cardToken, paymentMethodId: null, brand: null, lastFour: null };
    }
    const card = await savedCardOf(q, order.company_id);
    if (!card) throw appError(Errors.noSavedCard, { field: "card_token" });
    return {
      token: card.gateway_token,
      paymentMethodId: card.id,
      brand: card.brand,
      lastFour: card.last_four,
    };
  };
  const deadline = Date.now() + (leaseSeconds + 5) * 1000;
  let taken = await claim(deps, caller, order, source);
  while (taken.kind === "wait") {
    if (Date.now() > deadline) throw appError(Errors.idempotencyInProgress);
    await sleep(waitStepMs);
    taken = await claim(deps, caller, order, source);
  }
  const amountCents = Math.round(Number(taken.amount) * 100);
  let outcome: Awaited<ReturnType<PaymentDeps["payments"]["charge"]>>;
  try {
    outcome = await deps.payments.charge({
      source: taken.source,
      sourceKind: taken.savedCard ? "savedCard" : "oneTime",
      amountCents,
      idempotencyKey: taken.gatewayKey,
    });
  } catch (error) {
    const refusal =
      error instanceof GatewayInvalidSource
        ? Errors.cardTokenUnknown
        : error instanceof GatewayIdempotencyMismatch
          ? Errors.idempotencyMismatch
          : undefined;
    if (refusal === undefined) {
      // Unknown outcome (no answer, or a fault on the way — the key may have charged on an earlier try):
      // release the attempt at once so the retry resumes it with the same key, never a new one.
      await typed(deps.db)
        .updateTable("transactions")
        .set({ lease_until: sql<Date>`now()` })
        .where("id", "=", taken.attemptId)
        .execute();
      if (error instanceof GatewayTimeout) throw appError(Errors.gatewayTimeout);
      throw error;
    }
    await typed(deps.db)
      .updateTable("transactions")
      .set({ status: "DISABLED", message: refusal.message, lease_until: null, settled_at: sql<Date>`now()` })
      .where("id", "=", taken.attemptId)
      .execute();
    throw appError(refusal, { field: "card_token" });
  }
  if (outcome.status === "failed") {
    const code = isDeclineCode(outcome.declineCode) ? outcome.declineCode : "card_declined";
    await deps.db.transaction(async (tx) => {
      const k = typed(tx);
      await k
        .updateTable("transactions")
        .set({
          status: "DECLINED",
          gateway_charge_id: outcome.chargeId,
          decline_code: code,
          message: declineMessages[code],
          lease_until: null,
          settled_at: sql<Date>`now()`,
          ...cardOf(outcome.card),
        })
        .where("id", "=", taken.attemptId)
        .execute();
      await k
        .updateTable("orders")
        .set({ status: "DECLINED" })
        .where("id", "=", order.id)
        .where("status", "<>", "paid")
        .execute();
    });
    throw appErrorOf(ErrorFamilies.cardDeclined, [code]);
  }
  await deps.db.transaction(async (tx) => {
    const k = typed(tx);
    await k
      .updateTable("transactions")
      .set({
        status: "APPROVED",
        gateway_charge_id: outcome.chargeId,
        lease_until: null,
        settled_at: sql<Date>`now()`,
        ...cardOf(outcome.card),
      })
      .where("id", "=", taken.attemptId)
      .execute();
    await k
      .updateTable("orders")
      .set({ status: "paid", paid_at: sql<Date>`now()` })
      .where("id", "=", order.id)
      .execute();
    await onPaid(tx);
  });
  return { transactionId: outcome.chargeId, amount: Number(taken.amount), status: "paid", invoiceId: null };
};

/**
 * Puts an order on the company's open invoice (CONTRACT): one transaction, no gateway. The order becomes
 * APPROVED (it is paid when the invoice is); a second charge of it answers 409 'already paid'.
 */
export const chargeOrderToInvoice = (
  deps: PaymentDeps,
  caller: Payer,
  order: OrderRow,
  onPaid: (tx: Queryable) => Promise<void>,
): Promise<ChargeAnswer> =>
  deps.db.transaction(async (tx) => {
    const k = typed(tx);
    const fresh = await lockOrder(tx, order.id);
    if (!fresh || isPaid(fresh.status)) throw alreadyPaid(order);
    await k
      .insertInto("invoices")
      .values({ company_id: order.company_id })
      // The partial index's predicate is written out, not bound: PostgreSQL infers the index from it.
      .onConflict((oc) =>
        oc.column("company_id").where(sql<boolean>`status = 'PROCESSING_PAYMENT'`).doNothing(),
      )
      .execute();
    const invoice = await k
      .selectFrom("invoices")
      .select("id")
      .where("company_id", "=", order.company_id)
      .where("status", "=", "PROCESSING_PAYMENT")
      .executeTakeFirst();
    if (!invoice) throw new Error("open invoice missing");
    const line = `inv_${invoice.id}_${order.id}`;
    await k
      .insertInto("transactions")
      .values({
        order_id: order.id,
        company_id: order.company_id,
        provider: "CONTRACT",
        status: "APPROVED",
        amount: fresh.amount,
        gateway_key: line,
        gateway_charge_id: line,
        invoice_id: invoice.id,
        created_by: caller.userId,
        settled_at: sql<Date>`now()`,
      })
      .execute();
    await k
      .updateTable("orders")
      .set({ status: "APPROVED", invoice_id: invoice.id, paid_at: sql<Date>`now()` })
      .where("id", "=", order.id)
      .execute();
    await onPaid(tx);
    return { transactionId: line, amount: Number(fresh.amount), status: "APPROVED", invoiceId: invoice.id };
  });
