import { type AddonType, isAddonType } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";

export const companyOf = (caller: Caller): number => {
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

export const cityLine = (city: string | null, state: string | null): string | null =>
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

/** The add-on types of an order or a job, from a text array as either driver reads it (null when none). */
export const addonsOf = (value: unknown): AddonType[] =>
  Array.isArray(value) ? value.filter(isAddonType) : [];

/** What an order bought, as its title: the job's title, or "N jobs" for a post of several. */
export const orderTitleSql = `(select case when count(*) = 1 then min(j.title) else count(*) || ' jobs' end
                          from order_items i join jobs j on j.id = i.job_id where i.order_id = o.id)`;

export const maskedOf = (lastFour: string | null) => `**** **** **** ${lastFour ?? "****"}`;

export interface OrderRow {
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
export const paidTransactionJoin = `left join lateral (
    select t.provider, t.brand, t.last_four, t.invoice_id, t.gateway_charge_id
      from transactions t where t.order_id = o.id and t.status = 'APPROVED' order by t.id desc limit 1) t on true`;

export const methodOf = (
  row: Pick<OrderRow, "provider" | "brand" | "last_four" | "invoice_id">,
): string | null =>
  row.provider === "CELERO"
    ? `${row.brand ?? "Card"} ending ${row.last_four ?? "****"}`
    : row.provider === "CONTRACT"
      ? `Invoice #${row.invoice_id}`
      : null;
