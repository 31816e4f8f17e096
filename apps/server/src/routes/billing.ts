// Company billing (employer-work §3 "Billing", §7 "Billing"; issue 18): the billing contact, billing history
// (every payment attempt), order history (paid orders) with totals per month, receipts as PDF, and the
// invoices of invoice-billed (CONTRACT) companies. Everyone of the company's settings reads them; company
// admins and admins change the billing contact. Kept apart from payment.ts (posting and paying, issue 16)
// so the two pieces of work merge without touching each other; both serve the `payment` contract module.
import {
  type AddonType,
  adminRoles,
  defaultPageSize,
  isAddonType,
  isPaidOrder,
  type OrderActionType,
  orderActionLabels,
  paidOrderStatuses,
} from "@haulboard/domain";
import { onlyRow, type Queryable } from "../db/Database.ts";
import { renderReceipt } from "../documents/receipt.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyManagerRoles, companySettingsRoles, roles } from "../http/access.ts";
import type { Caller, HandlerInput, Routes } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { checkText } from "../http/validate.ts";
import { paidActionAllowedSql } from "../payments/jobState.ts";
import { iso } from "./rows.ts";

const companyOf = (caller: Caller): number => {
  if (caller.companyId === null) throw appError(Errors.noCompanyForBilling);
  return caller.companyId;
};

interface BillingRow {
  company_name: string;
  billing_type: "CELERO" | "CONTRACT";
  street1: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  company_phone: string | null;
  admin_first: string | null;
  admin_last: string | null;
  admin_phone: string | null;
  saved: boolean;
  b_first_name: string | null;
  b_last_name: string | null;
  b_phone: string | null;
  b_company_name: string | null;
  b_location: string | null;
  b_street: string | null;
  b_city: string | null;
  b_state: string | null;
  b_zip_code: string | null;
}

const cityLine = (city: string | null, state: string | null): string | null =>
  city && state ? `${city}, ${state}` : (city ?? state);

/** The billing contact: the saved one, else the company's own record and its admin (until someone saves). */
export const loadBillingInfo = async (q: Queryable, companyId: number) => {
  const [row] = await q.query<BillingRow>(
    `select c.company_name, c.billing_type, c.street1, c.city, c.state, c.postal_code, c.phone as company_phone,
            u.first_name as admin_first, u.last_name as admin_last, u.phone as admin_phone,
            b.company_id is not null as saved,
            b.first_name as b_first_name, b.last_name as b_last_name, b.phone as b_phone,
            b.company_name as b_company_name, b.location as b_location, b.street as b_street, b.city as b_city,
            b.state as b_state, b.zip_code as b_zip_code
       from companies c
       left join company_billing b on b.company_id = c.id
       left join users u on u.id = c.employer_id
      where c.id = $1`,
    [companyId],
  );
  if (!row) throw appError(Errors.companyNotFound);
  if (row.saved) {
    return {
      firstName: row.b_first_name ?? "",
      lastName: row.b_last_name ?? "",
      phone: row.b_phone,
      companyName: row.b_company_name ?? "",
      location: row.b_location,
      street: row.b_street,
      city: row.b_city,
      state: row.b_state,
      zipCode: row.b_zip_code,
      billingType: row.billing_type,
    };
  }
  return {
    firstName: row.admin_first ?? "",
    lastName: row.admin_last ?? "",
    phone: row.admin_phone ?? row.company_phone,
    companyName: row.company_name,
    location: cityLine(row.city, row.state),
    street: row.street1,
    city: row.city,
    state: row.state,
    zipCode: row.postal_code,
    billingType: row.billing_type,
  };
};

const getBilling = async ({ caller, deps }: HandlerInput<"payment.getBilling">) => ({
  data: await loadBillingInfo(deps.db, companyOf(caller)),
});

/** The contact's texts, each with the name an error gives it (the wire's, as the other checks here). */
const billingTextFields = [
  ["firstName", "first_name"],
  ["lastName", "last_name"],
  ["companyName", "company_name"],
  ["location", "location"],
  ["street", "street"],
  ["city", "city"],
] as const;

const updateBilling = async ({ body, caller, deps }: HandlerInput<"payment.updateBilling">) => {
  const companyId = companyOf(caller);
  for (const [field, wireName] of billingTextFields) checkText(wireName, body[field], { max: 200 });
  if (body.state !== undefined && !/^[A-Za-z]{2}$/.test(body.state)) {
    throw appError(Errors.stateCodeInvalid, { field: "state" });
  }
  if (body.zipCode !== undefined && !/^\d{5}(-\d{4})?$/.test(body.zipCode)) {
    throw appError(Errors.zipCodeInvalid, { field: "zip_code" });
  }
  if (body.phone !== undefined && !/^[\d\s()+.-]{0,30}$/.test(body.phone)) {
    throw appError(Errors.phoneInvalid, { field: "phone" });
  }
  const current = await loadBillingInfo(deps.db, companyId);
  const next = { ...current, ...body };
  await deps.db.query(
    `insert into company_billing (company_id, first_name, last_name, phone, company_name, location, street, city,
                                  state, zip_code, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
     on conflict (company_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       phone = excluded.phone, company_name = excluded.company_name, location = excluded.location,
       street = excluded.street, city = excluded.city, state = excluded.state, zip_code = excluded.zip_code,
       updated_by = excluded.updated_by, updated_at = now()`,
    [
      companyId,
      next.firstName.trim(),
      next.lastName.trim(),
      next.phone?.trim() || null,
      next.companyName.trim(),
      next.location?.trim() || null,
      next.street?.trim() || null,
      next.city?.trim() || null,
      next.state?.toUpperCase() ?? null,
      next.zipCode ?? null,
      caller.userId,
    ],
  );
  return { data: await loadBillingInfo(deps.db, companyId) };
};

/** The add-on types of an order or a job, from a text array as either driver reads it (null when none). */
const addonsOf = (value: unknown): AddonType[] => (Array.isArray(value) ? value.filter(isAddonType) : []);

/** What an order bought, as its title: the job's title, or "N jobs" for a post of several. */
const orderTitleSql = `(select case when count(*) = 1 then min(j.title) else count(*) || ' jobs' end
                          from order_items i join jobs j on j.id = i.job_id where i.order_id = o.id)`;

const maskedOf = (lastFour: string | null) => `**** **** **** ${lastFour ?? "****"}`;

interface HistoryRow {
  id: number;
  title: string | null;
  auto_renew: boolean;
  billing_date: string;
  created_at: unknown;
  provider: "CELERO" | "CONTRACT";
  brand: string | null;
  last_four: string | null;
  invoice_id: number | null;
  addons: string[] | null;
  amount: string;
  status: string;
  transaction_id: string | null;
  total: number;
}

/** Every payment attempt of the company (card charges, declined ones too, and invoice lines), newest first. */
const billingHistory = async ({ query, caller, deps }: HandlerInput<"payment.billingHistory">) => {
  const companyId = companyOf(caller);
  const page = pageOf(query, defaultPageSize);
  const rows = await deps.db.query<HistoryRow>(
    `select t.id, ${orderTitleSql} as title,
            coalesce((select bool_or(j.auto_renew) from order_items i join jobs j on j.id = i.job_id
                       where i.order_id = o.id), false) as auto_renew,
            to_char(t.created_at, 'YYYY-MM-DD') as billing_date, o.created_at, t.provider, t.brand, t.last_four,
            t.invoice_id,
            (select array_agg(distinct a) from order_items i, unnest(i.addons) a where i.order_id = o.id) as addons,
            t.amount, t.status, t.gateway_charge_id as transaction_id,
            count(*) over ()::integer as total
       from transactions t join orders o on o.id = t.order_id
      where t.company_id = $1
      order by t.created_at desc, t.id desc
      limit $2 offset $3`,
    [companyId, page.take, page.skip],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      "select count(*)::integer as total from transactions where company_id = $1",
      [companyId],
    );
    total = counted?.total ?? 0;
  }
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title ?? "",
      autoRenew: row.auto_renew,
      billingDate: row.billing_date,
      createdAt: iso(row.created_at),
      paymentMethod:
        row.provider === "CELERO"
          ? {
              description: `${row.brand ?? "Card"} ending ${row.last_four ?? "****"}`,
              cardType: row.brand ?? "Card",
              maskedNumber: maskedOf(row.last_four),
            }
          : null,
      addons: addonsOf(row.addons),
      amount: Number(row.amount),
      status: row.status,
      transactionId: row.transaction_id,
    })),
    pagination: { ...page, total },
  };
};

interface OrderRow {
  id: number;
  title: string | null;
  action_type: string;
  amount: string;
  status: string;
  transaction_id: string | null;
  billing_date: string;
  provider: string | null;
  brand: string | null;
  last_four: string | null;
  invoice_id: number | null;
}

/** The paying attempt of an order: its approved transaction. */
const paidTransactionJoin = `left join lateral (
    select t.provider, t.brand, t.last_four, t.invoice_id, t.gateway_charge_id
      from transactions t where t.order_id = o.id and t.status = 'APPROVED' order by t.id desc limit 1) t on true`;

const methodOf = (row: Pick<OrderRow, "provider" | "brand" | "last_four" | "invoice_id">): string | null =>
  row.provider === "CELERO"
    ? `${row.brand ?? "Card"} ending ${row.last_four ?? "****"}`
    : row.provider === "CONTRACT"
      ? `Invoice #${row.invoice_id}`
      : null;

/**
 * The company's ($1) paid orders of the statuses $2. The literal `status in (…)` repeats the partial index's
 * predicate (orders_company_paid): after five runs PostgreSQL plans a statement once for any parameters, and
 * only a literal lets that generic plan use the partial index. With `= any($2)` alone it walked every order
 * of the company (thousands of unpaid ones in the bench): 4.2 ms for a page instead of 0.6 ms.
 */
const paidOrdersOf = `o.company_id = $1 and o.status in ('paid', 'APPROVED') and o.status = any($2::text[])
                 and o.paid_at is not null`;

/** Paid orders (paid by card, or APPROVED on an invoice), newest first. */
const orderHistory = async ({ query, caller, deps }: HandlerInput<"payment.orderHistory">) => {
  const companyId = companyOf(caller);
  const page = pageOf(query, defaultPageSize);
  const statuses: readonly string[] = query?.status ? [query.status] : paidOrderStatuses;
  // Both drivers read json as values (db/postgres.ts parses json and jsonb; PGlite does so itself).
  const [result] = await deps.db.query<{ rows: OrderRow[]; total: number }>(
    `select coalesce((select json_agg(page) from (
              select o.id, ${orderTitleSql} as title, o.action_type, o.amount, o.status,
                     t.gateway_charge_id as transaction_id, to_char(o.paid_at, 'YYYY-MM-DD') as billing_date,
                     t.provider, t.brand, t.last_four, t.invoice_id
                from orders o ${paidTransactionJoin}
               where ${paidOrdersOf}
               order by o.paid_at desc, o.id desc limit $3 offset $4) page), '[]') as rows,
            (select count(*)::integer from orders o where ${paidOrdersOf}) as total`,
    [companyId, statuses, page.take, page.skip],
  );
  const rows = result?.rows ?? [];
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title ?? "",
      actionType: row.action_type,
      amount: Number(row.amount),
      status: row.status,
      transactionId: row.transaction_id,
      billingDate: row.billing_date,
      paymentMethod: methodOf(row),
    })),
    pagination: { ...page, total: result?.total ?? 0 },
  };
};

/** How many renewals `payment.billingDue` lists (the soonest). */
const renewalsListed = 20;

/**
 * What the company owes now and next (issue 36 #1): the add-ons chosen on its open, posted jobs that wait
 * for payment (payment.payAddons), and the next auto-renewals — the job's cost (base plus its paid add-ons)
 * on its next billing date, as the renewal runner charges it.
 */
const billingDue = async ({ caller, deps }: HandlerInput<"payment.billingDue">) => {
  const companyId = companyOf(caller);
  const pending = await deps.db.query<{ job_id: number; title: string; addons: string[]; amount: string }>(
    `select j.id as job_id, j.title, array_agg(a.addon_type order by a.addon_type) as addons, sum(a.cost) as amount
       from jobs j join job_addons a on a.job_id = j.id
      where j.company_id = $1 and j.deleted_at is null and ${paidActionAllowedSql("j", "addons")}
        and a.subscribed and a.paid_at is null
      group by j.id, j.title order by j.id`,
    [companyId],
  );
  const renewals = await deps.db.query<{
    job_id: number;
    title: string;
    date: string;
    amount: string;
    addons: string[];
  }>(
    `select j.id as job_id, j.title, to_char(j.next_billing_date, 'YYYY-MM-DD') as date, j.cost as amount,
            coalesce((select array_agg(a.addon_type order by a.addon_type) from job_addons a
                       where a.job_id = j.id and a.subscribed and a.paid_at is not null), '{}') as addons
       from jobs j
      where j.company_id = $1 and j.auto_renew and j.deleted_at is null and j.closed_at is null
        and j.next_billing_date is not null and ${paidActionAllowedSql("j", "autoRenew")}
      order by j.next_billing_date, j.id limit $2`,
    [companyId, renewalsListed],
  );
  const data = {
    pending: pending.map((row) => ({
      jobId: row.job_id,
      title: row.title,
      addons: addonsOf(row.addons),
      amount: Number(row.amount),
    })),
    renewals: renewals.map((row) => ({
      jobId: row.job_id,
      title: row.title,
      date: row.date,
      amount: Number(row.amount),
      addons: addonsOf(row.addons),
    })),
  };
  return { data };
};

/** Totals of paid orders per month over the last 12 months, and overall. */
const orderStatistics = async ({ caller, deps }: HandlerInput<"payment.orderStatistics">) => {
  const companyId = companyOf(caller);
  const periods = await deps.db.query<{ period: string; orders: number; total: string }>(
    `select to_char(date_trunc('month', paid_at), 'YYYY-MM') as period, count(*)::integer as orders,
            sum(amount) as total
       from orders
      where company_id = $1 and status in ('paid', 'APPROVED') and paid_at is not null
        and paid_at >= date_trunc('month', now()) - interval '11 months'
      group by 1 order by 1 desc`,
    [companyId],
  );
  const [overall] = await deps.db.query<{ orders: number; total: string | null }>(
    `select count(*)::integer as orders, sum(amount) as total from orders
      where company_id = $1 and status in ('paid', 'APPROVED') and paid_at is not null`,
    [companyId],
  );
  return {
    data: {
      periods: periods.map((row) => ({ period: row.period, orders: row.orders, total: Number(row.total) })),
      orders: overall?.orders ?? 0,
      total: Number(overall?.total ?? 0),
    },
  };
};

const addonLabels: Record<string, string> = { promote: "Promote", boost: "Boost", hyperlink: "Hyperlink" };

/** The receipt of a paid order of the caller's company (invoiceId names the order), as a PDF data: URL. */
const receipt = async ({ body, caller, deps }: HandlerInput<"payment.receipt">) => {
  const companyId = companyOf(caller);
  const [order] = await deps.db.query<
    OrderRow & { created_on: string; paid_on: string | null; company_id: number }
  >(
    `select o.id, o.company_id, o.action_type, o.amount, o.status, t.gateway_charge_id as transaction_id,
            to_char(o.created_at, 'YYYY-MM-DD') as created_on, to_char(o.paid_at, 'YYYY-MM-DD') as paid_on,
            t.provider, t.brand, t.last_four, t.invoice_id
       from orders o ${paidTransactionJoin}
      where o.id = $1 and o.company_id = $2`,
    [body.invoiceId, companyId],
  );
  if (!order) throw appError(Errors.orderNotFound, { field: "invoiceId" });
  if (!isPaidOrder(order.status) || !order.paid_on) {
    throw appError(Errors.orderNotPaid, { field: "invoiceId" });
  }
  const items = await deps.db.query<{
    title: string;
    city: string;
    state: string;
    addons: string[];
    amount: string;
  }>(
    `select j.title, j.city, j.state, i.addons, i.amount from order_items i join jobs j on j.id = i.job_id
      where i.order_id = $1 order by j.id`,
    [order.id],
  );
  const billing = await loadBillingInfo(deps.db, companyId);
  const pdf = await renderReceipt({
    orderId: order.id,
    companyName: billing.companyName,
    addressLines: [
      billing.street,
      [cityLine(billing.city, billing.state), billing.zipCode].filter(Boolean).join(" "),
    ].filter((line): line is string => Boolean(line)),
    // orders.action_type is checked against these five kinds, each with its label.
    actionLabel: orderActionLabels[order.action_type as OrderActionType],
    lines: items.map((item) => ({
      title: item.title,
      place: `${item.city}, ${item.state}`,
      addons: (item.addons ?? []).map((addon) => addonLabels[addon] ?? addon),
      amount: Number(item.amount),
    })),
    total: Number(order.amount),
    paymentMethod:
      order.provider === "CELERO"
        ? `${order.brand ?? "Card"} ${maskedOf(order.last_four)}`
        : (methodOf(order) ?? "Not recorded"),
    transactionId: order.transaction_id ?? "Not recorded",
    orderDate: order.created_on,
    paidDate: order.paid_on,
    status: order.status === "paid" ? "Paid" : "Charged to invoice",
  });
  return { data: { url: `data:application/pdf;base64,${pdf.toString("base64")}` } };
};

/** The invoices of a CONTRACT company, newest first, each with the sum of its lines. */
const listInvoices = async ({ query, caller, deps }: HandlerInput<"payment.invoices">) => {
  const companyId = companyOf(caller);
  const page = pageOf(query, defaultPageSize);
  const rows = await deps.db.query<{
    id: number;
    amount: string | null;
    status: string;
    billing_date: string;
    total: number;
  }>(
    `select v.id, (select sum(o.amount) from orders o where o.invoice_id = v.id) as amount, v.status,
            to_char(v.billing_date, 'YYYY-MM-DD') as billing_date, count(*) over ()::integer as total
       from invoices v where v.company_id = $1
      order by (v.status = 'PROCESSING_PAYMENT') desc, v.created_at desc, v.id desc limit $2 offset $3`,
    [companyId, page.take, page.skip],
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      amount: Number(row.amount ?? 0),
      status: row.status,
      transactionId: null,
      billingDate: row.billing_date,
    })),
    pagination: { ...page, total: rows[0]?.total ?? 0 },
  };
};

/** The lines of one of the caller's company's invoices. */
const invoiceLines = async ({ params, caller, deps }: HandlerInput<"payment.invoiceLines">) => {
  const companyId = companyOf(caller);
  const [invoice] = await deps.db.query<{ id: number }>(
    "select id from invoices where id = $1 and company_id = $2",
    [params.id, companyId],
  );
  if (!invoice) throw appError(Errors.invoiceNotFound);
  const rows = await deps.db.query<{
    order_id: number;
    title: string | null;
    action_type: string;
    amount: string;
    charged_on: string;
  }>(
    `select o.id as order_id, ${orderTitleSql} as title, o.action_type, o.amount,
            to_char(coalesce(o.paid_at, o.created_at), 'YYYY-MM-DD') as charged_on
       from orders o where o.invoice_id = $1 order by o.paid_at, o.id`,
    [invoice.id],
  );
  return {
    data: rows.map((row) => ({
      orderId: row.order_id,
      title: row.title ?? "",
      actionType: row.action_type,
      amount: Number(row.amount),
      chargedOn: row.charged_on,
    })),
  };
};

/**
 * Admins settle an invoice: the open one is CLOSED (the next charge opens a new one), a closed one is
 * marked paid and its orders with it. One statement per step, conditional on the current state, so two
 * admins pressing at once change it once.
 */
const settleInvoice = async ({ params, body, deps }: HandlerInput<"payment.settleInvoice">) => {
  const from = body.status === "CLOSED" ? "PROCESSING_PAYMENT" : "CLOSED";
  const invoice = await deps.db.transaction(async (tx) => {
    const [changed] = await tx.query<{ id: number }>(
      `update invoices set status = $2,
              closed_at = case when $2 = 'CLOSED' then now() else closed_at end,
              paid_at = case when $2 = 'paid' then now() else paid_at end
        where id = $1 and status = $3 returning id`,
      [params.id, body.status, from],
    );
    if (!changed) {
      const [exists] = await tx.query("select 1 from invoices where id = $1", [params.id]);
      throw exists
        ? appError(Errors.invoiceStateChange, { field: "status" })
        : appError(Errors.invoiceNotFound);
    }
    if (body.status === "paid") {
      await tx.query("update orders set status = 'paid' where invoice_id = $1 and status = 'APPROVED'", [
        params.id,
      ]);
    }
    const [row] = await tx.query<{ id: number; amount: string | null; status: string; billing_date: string }>(
      `select v.id, (select sum(o.amount) from orders o where o.invoice_id = v.id) as amount, v.status,
              to_char(v.billing_date, 'YYYY-MM-DD') as billing_date
         from invoices v where v.id = $1`,
      [params.id],
    );
    return onlyRow(
      [row].filter((found) => found !== undefined),
      "settled invoice",
    );
  });
  return {
    data: {
      id: invoice.id,
      amount: Number(invoice.amount ?? 0),
      status: invoice.status,
      transactionId: null,
      billingDate: invoice.billing_date,
    },
  };
};

export const billingRoutes: Routes = {
  // Reading billing is part of the settings every company member sees (read-only for company users).
  "payment.getBilling": { access: roles(companySettingsRoles), handle: getBilling },
  "payment.billingHistory": { access: roles(companySettingsRoles), handle: billingHistory },
  "payment.orderHistory": { access: roles(companySettingsRoles), handle: orderHistory },
  "payment.orderStatistics": { access: roles(companySettingsRoles), handle: orderStatistics },
  "payment.billingDue": { access: roles(companySettingsRoles), handle: billingDue },
  "payment.receipt": { access: roles(companySettingsRoles), handle: receipt },
  "payment.invoices": { access: roles(companySettingsRoles), handle: listInvoices },
  // "Company admins and admins manage company data, employees and billing."
  "payment.updateBilling": { access: roles(companyManagerRoles), handle: updateBilling },
  "payment.invoiceLines": { access: roles(companySettingsRoles), handle: invoiceLines },
  // Settling an invoice is the back office's: admins and super admins.
  "payment.settleInvoice": { access: roles(adminRoles), handle: settleInvoice },
};
