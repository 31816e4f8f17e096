import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import type { OrderRow } from "../payments/charges.ts";

export const companyOf = (caller: Caller): number => {
  if (caller.companyId === null) throw appError(Errors.noCompanyForJobs);
  return caller.companyId;
};

export const billingTypeOf = async (q: Queryable, companyId: number) => {
  const [row] = await q.query<{ billing_type: "CELERO" | "CONTRACT" }>(
    "select billing_type from companies where id = $1",
    [companyId],
  );
  if (!row) throw appError(Errors.companyNotFound);
  return row.billing_type;
};

export interface CardRow {
  brand: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
}

export const toPaymentMethod = (row: CardRow) => ({
  cardType: row.brand,
  expirationDate: `${String(row.exp_month).padStart(2, "0")}/${String(row.exp_year % 100).padStart(2, "0")}`,
  cardHolder: row.holder_name,
  maskedNumber: `**** **** **** ${row.last_four}`,
});

/** The order of a post token of the caller's company (another company's token is not found). */
export const orderOfPost = async (q: Queryable, companyId: number, token: string): Promise<OrderRow> => {
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
