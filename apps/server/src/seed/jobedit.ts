// The edit and duplicate demo (issue 17, jobedit): one job per journey of the demo companies, so the
// journeys (edit an address, duplicate, an admin's edit) never depend on each other. Deterministic.
import { addonPrices, jobBaseCost } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";

/** Titles of the demo's jobs to edit (tests name them). */
export const jobEditDemoTitles = {
  /** Posted at an older price (250): a new address is quoted today's base cost, so its cost changes. */
  address: "Edit Address Demo Driver",
  /** Boosted and promoted: its duplicate keeps promote and resets the boost. */
  duplicate: "Duplicate Demo Driver",
  /** No add-ons yet: the employer adds one and pays the difference. */
  addons: "Edit Add-ons Demo Driver",
  /** For the admins' edit: the invoice company's only, so its title names one job. */
  admin: "Admin Edit Demo Driver",
} as const;

/** The older price of the address demo job (before today's base cost). */
export const olderJobPrice = 250;

export const insertJobEditDemo = async (q: Queryable, companyIds: readonly number[]): Promise<void> => {
  const jobs: readonly (readonly [string, number, boolean, boolean])[] = [
    [jobEditDemoTitles.address, olderJobPrice, false, false],
    [jobEditDemoTitles.duplicate, jobBaseCost + addonPrices.boost + addonPrices.promote, true, false],
    [jobEditDemoTitles.addons, jobBaseCost, false, false],
    [jobEditDemoTitles.admin, jobBaseCost, false, true],
  ];
  for (const [title, cost, withAddons, invoiceOnly] of jobs) {
    const rows = await q.query<{ id: number }>(
      `insert into jobs (company_id, employer_id, title, job_type, home_time, required_experience, job_description,
              expected_pay, salary_type, benefits, endorsements, street1, city, state, country, postal_code,
              longitude, latitude, cost, approval_status, active, posting_date, expiration_date, next_billing_date,
              auto_renew, boost_until)
       select c.id, c.employer_id, $2, 'reefer', 'HW', 'Y1', '<p>Steady reefer lanes, home weekly.</p>', 1400,
              'weekly', array['health'], array['H'], '1200 Depot Rd', 'Tulsa', 'OK', 'US', '74103', -95.99, 36.15,
              $3, 'approved', true, current_date - 2, current_date + 28, current_date + 28, true,
              case when $4 then current_date + 5 end
         from companies c where c.id = any($1::integer[]) and (not $5 or c.billing_type = 'CONTRACT')
       returning id`,
      [companyIds, title, cost, withAddons, invoiceOnly],
    );
    if (!withAddons) continue;
    await q.query(
      `insert into job_addons (job_id, addon_type, cost, paid_at)
       select j.id, t.type, t.cost, now() from unnest($1::integer[]) j(id)
         cross join unnest($2::text[], $3::numeric[]) t(type, cost)`,
      [rows.map((row) => row.id), ["boost", "promote"], [addonPrices.boost, addonPrices.promote]],
    );
  }
};
