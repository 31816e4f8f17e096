// Paying an order (employer-work §4 "Posting flow", "Payment and invoice states"; issue 16). An order names
// what is paid for; a transaction is one attempt to pay it. The database allows one live or approved
// attempt per order (migration 0005, transactions_one_live), so two requests paying the same thing
// cannot both charge: the second waits for the first and then answers "… is already paid. Aborting".
// An attempt whose gateway call got no answer keeps its gateway key; the next request for the order
// resumes it with that key, so the gateway charges at most once.
import { randomBytes } from "node:crypto";
import { declineMessages, isDeclineCode } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
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
  await tx.query(
    `update job_addons a set paid_at = now()
       from order_items i
      where i.order_id = $1 and a.job_id = i.job_id and a.addon_type = any(i.addons) and a.paid_at is null`,
    [orderId],
  );
  await tx.query(
    `update jobs j set approval_status = 'approved', active = true,
            posting_date = current_date,
            expiration_date = current_date + $2::integer,
            next_billing_date = case when j.auto_renew then current_date + $2::integer else null end,
            boost_until = case when exists (select 1 from job_addons a where a.job_id = j.id and a.addon_type = 'boost' and a.subscribed
                                           and a.paid_at is not null)
                               then current_date + 7 else null end,
            updated_at = now()
      where j.id in (select job_id from order_items where order_id = $1)`,
    [orderId, postingDays],
  );
};

interface LiveAttempt {
  id: number;
  gateway_key: string;
  source_token: string | null;
  saved_card: boolean;
  amount: string;
  held: boolean;
}

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
    const [fresh] = await tx.query<{ status: string; amount: string }>(
      "select status, amount from orders where id = $1 for update",
      [order.id],
    );
    if (!fresh || isPaid(fresh.status)) throw alreadyPaid(order);
    const [live] = await tx.query<LiveAttempt>(
      `select id, gateway_key, source_token, payment_method_id is not null as saved_card, amount,
              lease_until > now() as held
         from transactions where order_id = $1 and status = 'PROCESSING_PAYMENT'`,
      [order.id],
    );
    if (live?.held) return { kind: "wait" } as const;
    if (live) {
      await tx.query(
        `update transactions set lease_until = now() + make_interval(secs => $2) where id = $1`,
        [live.id, leaseSeconds],
      );
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
    const [created] = await tx.query<{ id: number }>(
      `insert into transactions (order_id, company_id, provider, status, amount, gateway_key, source_token,
                                 payment_method_id, brand, last_four, lease_until, created_by)
       values ($1, $2, 'CELERO', 'PROCESSING_PAYMENT', $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9), $10)
       returning id`,
      [
        order.id,
        order.company_id,
        fresh.amount,
        gatewayKey,
        chosen.token,
        chosen.paymentMethodId,
        chosen.brand,
        chosen.lastFour,
        leaseSeconds,
        caller.userId,
      ],
    );
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
  const [own] = await q.query(
    "select 1 from card_tokens where token = $1 and company_id = $2 and user_id = $3",
    [token, companyId, userId],
  );
  if (!own) throw appError(Errors.cardTokenUnknown, { field });
};

/** The saved card of a company, or a 422 when there is none. */
export const savedCardOf = async (q: Queryable, companyId: number) => {
  const [card] = await q.query<{ id: number; gateway_token: string; brand: string; last_four: string }>(
    "select id, gateway_token, brand, last_four from payment_methods where company_id = $1 and replaced_at is null",
    [companyId],
  );
  return card;
};

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
      await deps.db.query("update transactions set lease_until = now() where id = $1", [taken.attemptId]);
      if (error instanceof GatewayTimeout) throw appError(Errors.gatewayTimeout);
      throw error;
    }
    await deps.db.query(
      "update transactions set status = 'DISABLED', message = $2, lease_until = null, settled_at = now() where id = $1",
      [taken.attemptId, refusal.message],
    );
    throw appError(refusal, { field: "card_token" });
  }
  if (outcome.status === "failed") {
    const code = isDeclineCode(outcome.declineCode) ? outcome.declineCode : "card_declined";
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `update transactions set status = 'DECLINED', gateway_charge_id = $2, decline_code = $3, message = $4,
                lease_until = null, settled_at = now(), brand = coalesce(brand, $5), last_four = coalesce(last_four, $6)
          where id = $1`,
        [
          taken.attemptId,
          outcome.chargeId,
          code,
          declineMessages[code],
          outcome.card?.brand ?? null,
          outcome.card?.lastFour ?? null,
        ],
      );
      await tx.query("update orders set status = 'DECLINED' where id = $1 and status <> 'paid'", [order.id]);
    });
    throw appErrorOf(ErrorFamilies.cardDeclined, [code]);
  }
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `update transactions set status = 'APPROVED', gateway_charge_id = $2, lease_until = null, settled_at = now(),
              brand = coalesce(brand, $3), last_four = coalesce(last_four, $4)
        where id = $1`,
      [taken.attemptId, outcome.chargeId, outcome.card?.brand ?? null, outcome.card?.lastFour ?? null],
    );
    await tx.query("update orders set status = 'paid', paid_at = now() where id = $1", [order.id]);
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
    const [fresh] = await tx.query<{ status: string; amount: string }>(
      "select status, amount from orders where id = $1 for update",
      [order.id],
    );
    if (!fresh || isPaid(fresh.status)) throw alreadyPaid(order);
    await tx.query(
      `insert into invoices (company_id) values ($1)
       on conflict (company_id) where status = 'PROCESSING_PAYMENT' do nothing`,
      [order.company_id],
    );
    const [invoice] = await tx.query<{ id: number }>(
      "select id from invoices where company_id = $1 and status = 'PROCESSING_PAYMENT'",
      [order.company_id],
    );
    if (!invoice) throw new Error("open invoice missing");
    const line = `inv_${invoice.id}_${order.id}`;
    await tx.query(
      `insert into transactions (order_id, company_id, provider, status, amount, gateway_key, gateway_charge_id,
                                 invoice_id, created_by, settled_at)
       values ($1, $2, 'CONTRACT', 'APPROVED', $3, $4, $4, $5, $6, now())`,
      [order.id, order.company_id, fresh.amount, line, invoice.id, caller.userId],
    );
    await tx.query("update orders set status = 'APPROVED', invoice_id = $2, paid_at = now() where id = $1", [
      order.id,
      invoice.id,
    ]);
    await onPaid(tx);
    return { transactionId: line, amount: Number(fresh.amount), status: "APPROVED", invoiceId: invoice.id };
  });
