import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { companyOf } from "./billing.ts";

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

export const orderStatisticsRoute: Route<"payment.orderStatistics"> = {
  access: roles(companySettingsRoles),
  handle: orderStatistics,
};
