// Paying for posts (employer-work §4 "Posting flow", §7 "Billing"; issue 16): the saved card, card
// tokenisation through the gateway, saving a card, charging a post token by card (CELERO) or to the invoice
// (CONTRACT). The card number and security number reach `tokenize` only: nothing stores or logs them.
import { employerRoles, isDeclineCode, jobPostingDays } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, companySettingsRoles, roles } from "../http/access.ts";
import type { Caller, HandlerInput, Routes } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import {
  activatePaidJobs,
  chargeOrderByCard,
  chargeOrderToInvoice,
  type OrderRow,
  requireOwnCardToken,
} from "../payments/charges.ts";
import { withIdempotency } from "../payments/idempotency.ts";
import { GatewayInvalidSource } from "../payments/port.ts";
import { cardTokenizeRules } from "../security/limits.ts";

const companyOf = (caller: Caller): number => {
  if (caller.companyId === null) throw appError(Errors.noCompanyForJobs);
  return caller.companyId;
};

const billingTypeOf = async (q: Queryable, companyId: number) => {
  const [row] = await q.query<{ billing_type: "CELERO" | "CONTRACT" }>(
    "select billing_type from companies where id = $1",
    [companyId],
  );
  if (!row) throw appError(Errors.companyNotFound);
  return row.billing_type;
};

interface CardRow {
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
}

const toPaymentMethod = (row: CardRow) => ({
  cardType: row.brand,
  expirationDate: `${String(row.exp_month).padStart(2, "0")}/${String(row.exp_year % 100).padStart(2, "0")}`,
  cardHolder: row.holder_name,
  maskedNumber: `**** **** **** ${row.last_four}`,
});

const getPaymentMethod = async ({ caller, deps }: HandlerInput<"payment.getMethod">) => {
  const [row] = await deps.db.query<CardRow>(
    `select brand, last_four, exp_month, exp_year, holder_name from payment_methods
      where company_id = $1 and replaced_at is null`,
    [companyOf(caller)],
  );
  return { data: row ? toPaymentMethod(row) : null };
};

/** `MM/YY` or `MM/YYYY` to month and four-digit year; undefined when it is neither. */
const expiryOf = (text: string): { month: number; year: number } | undefined => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
};

const cardFieldError = (field: "number" | "expiration" | "securityNumber") => {
  const wire = { number: "number", expiration: "expiration_date", securityNumber: "cvv" }[field];
  return appErrorOf(ErrorFamilies.cardFieldInvalid, [field], { field: wire });
};

const tokenizeCard = async ({ body, caller, deps }: HandlerInput<"payment.tokenizeCard">) => {
  const companyId = companyOf(caller);
  // Counted before the card is read: many attempts are how stolen cards are tested.
  await enforceLimits(deps, cardTokenizeRules(caller.userId, companyId, caller.address));
  const digits = body.number.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) throw cardFieldError("number");
  const expiry = expiryOf(body.expirationDate);
  if (!expiry) throw cardFieldError("expiration");
  const result = await deps.payments.tokenize({
    number: digits,
    expMonth: expiry.month,
    expYear: expiry.year,
    cvv: body.cvv.trim(),
    holderName: body.cardHolderName.trim(),
  });
  if (!result.ok) throw cardFieldError(result.field);
  // Who made the token: only they may pay with it or save it (charges.ts requireOwnCardToken).
  await deps.db.query("insert into card_tokens (token, company_id, user_id) values ($1, $2, $3)", [
    result.token,
    companyId,
    caller.userId,
  ]);
  return { data: { cardToken: result.token, brand: result.brand, lastFour: result.lastFour } };
};

const saveCard = async ({ body, caller, deps }: HandlerInput<"payment.saveCard">) => {
  const companyId = companyOf(caller);
  if ((await billingTypeOf(deps.db, companyId)) !== "CELERO") throw appError(Errors.invoiceOnly);
  await requireOwnCardToken(deps.db, body.token, companyId, caller.userId, "token");
  let saved: Awaited<ReturnType<typeof deps.payments.saveCard>>;
  try {
    saved = await deps.payments.saveCard(body.token);
  } catch (error) {
    if (error instanceof GatewayInvalidSource) {
      throw appError(Errors.cardTokenUnknown, { field: "token" });
    }
    throw error;
  }
  if (!saved.ok) {
    throw appErrorOf(ErrorFamilies.cardDeclined, [
      isDeclineCode(saved.declineCode) ? saved.declineCode : "card_declined",
    ]);
  }
  const card = saved;
  const row = await deps.db.transaction(async (tx) => {
    await tx.query(
      "update payment_methods set replaced_at = now() where company_id = $1 and replaced_at is null",
      [companyId],
    );
    const [inserted] = await tx.query<CardRow>(
      `insert into payment_methods (company_id, gateway_token, brand, last_four, exp_month, exp_year, holder_name, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       returning brand, last_four, exp_month, exp_year, holder_name`,
      [
        companyId,
        card.token,
        card.brand,
        card.lastFour,
        card.expMonth,
        card.expYear,
        body.cardHolderName.trim(),
        caller.userId,
      ],
    );
    if (!inserted) throw new Error("payment method not inserted");
    return inserted;
  });
  return { data: toPaymentMethod(row) };
};

/** The order of a post token of the caller's company (another company's token is not found). */
const orderOfPost = async (q: Queryable, companyId: number, token: string): Promise<OrderRow> => {
  const [order] = await q.query<OrderRow>(
    `select o.id, o.company_id, o.post_id, o.action_type, o.amount, o.status, 'This job post' as what
       from job_posts p join orders o on o.post_id = p.id and o.action_type = 'new_job'
      where p.token = $1 and p.company_id = $2`,
    [token, companyId],
  );
  if (!order) throw appError(Errors.jobPostNotFound, { field: "secret_token" });
  if (order.status !== "paid" && order.status !== "APPROVED") {
    // Issue 36 #11: a post whose jobs were all deleted pays for nothing.
    const [left] = await q.query<{ jobs: number }>(
      "select count(*)::integer as jobs from jobs where post_id = $1 and deleted_at is null",
      [order.post_id],
    );
    if (!left?.jobs) throw appError(Errors.postHasNoJobs, { field: "secret_token" });
  }
  return order;
};

const chargePost = async ({ body, caller, deps }: HandlerInput<"payment.charge">) => {
  const companyId = companyOf(caller);
  if (body.actionType !== "new_job") throw appError(Errors.newPostsOnly, { field: "action_type" });
  if ((await billingTypeOf(deps.db, companyId)) !== "CELERO") throw appError(Errors.invoiceOnly);
  const params = {
    secretToken: body.secretToken,
    actionType: body.actionType,
    cardToken: body.cardToken ?? null,
  };
  const data = await withIdempotency(
    deps,
    companyId,
    body.idempotencyKey,
    "payment.charge",
    params,
    async () => {
      const order = await orderOfPost(deps.db, companyId, body.secretToken);
      return chargeOrderByCard(deps, caller, order, body.cardToken, (tx) =>
        activatePaidJobs(tx, order.id, jobPostingDays),
      );
    },
  );
  return { data };
};

const chargePostToInvoice = async ({ body, caller, deps }: HandlerInput<"payment.invoiceCharge">) => {
  const companyId = companyOf(caller);
  if (body.actionType !== "new_job") throw appError(Errors.newPostsOnly, { field: "action_type" });
  if ((await billingTypeOf(deps.db, companyId)) !== "CONTRACT") throw appError(Errors.cardOnly);
  const params = { secretToken: body.secretToken, actionType: body.actionType };
  const data = await withIdempotency(
    deps,
    companyId,
    body.idempotencyKey,
    "payment.invoiceCharge",
    params,
    async () => {
      const order = await orderOfPost(deps.db, companyId, body.secretToken);
      return chargeOrderToInvoice(deps, caller, order, (tx) =>
        activatePaidJobs(tx, order.id, jobPostingDays),
      );
    },
  );
  return { data };
};

/** The sandbox's test cards (a local trial); a real gateway lists none, and the payment step shows none. */
const listTestCards = async ({ deps }: HandlerInput<"payment.testCards">) => ({
  data: deps.payments.testCards?.() ?? [],
});

export const paymentRoutes: Routes = {
  // The card on file: anyone of the company sees it masked (the wizard offers to reuse it).
  "payment.getMethod": { access: roles(companySettingsRoles), handle: getPaymentMethod },
  // Replacing the card is billing: company admins (admins while acting as one).
  "payment.saveCard": { access: roles(companyManagerRoles), handle: saveCard },
  // Paying a post belongs to whoever of the company posts it.
  "payment.tokenizeCard": { access: roles(employerRoles), handle: tokenizeCard },
  // Whoever pays a post sees the trial's test cards beside the card form.
  "payment.testCards": { access: roles(employerRoles), handle: listTestCards },
  "payment.charge": { access: roles(employerRoles), handle: chargePost },
  "payment.invoiceCharge": { access: roles(employerRoles), handle: chargePostToInvoice },
};
