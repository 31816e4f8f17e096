import { defaultPageSize } from "@haulboard/domain";
import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { iso } from "../routes/rows.ts";
import { addonsOf, companyOf, maskedOf, orderTitleSql } from "./billing.ts";

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

export const billingHistoryRoute: Route<"payment.billingHistory"> = {
  access: roles(companySettingsRoles),
  handle: billingHistory,
};
