import { companySettingsRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { paidActionAllowedSql } from "../payments/jobState.ts";
import { addonsOf, companyOf } from "./billing.ts";

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

export const billingDueRoute: Route<"payment.billingDue"> = {
  access: roles(companySettingsRoles),
  handle: billingDue,
};
