// The posting and paying demo (issue 16): a card-billed and an invoice-billed company with their users,
// appended after the rest of the seed (no random draws, so every earlier row keeps its id and values),
// and posted, paid jobs: a few for the two demo companies, and at the large scale three per company.
import { addonPrices, jobBaseCost, jobPostingDays, RoleName } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { insertMany, insertRoles, userColumns } from "./bulk.ts";

/** The demo accounts of posting and paying (README's demo list); the demo password like the others. */
export const paymentDemoAccounts = {
  cardAdmin: {
    email: "cardadmin@haulboard.test",
    role: RoleName.companyAdmin,
    first: "Cody",
    last: "Carver",
  },
  cardUser: { email: "carduser@haulboard.test", role: RoleName.companyUser, first: "Kim", last: "Keller" },
  invoiceAdmin: {
    email: "invoiceadmin@haulboard.test",
    role: RoleName.companyAdmin,
    first: "Ivy",
    last: "Ingram",
  },
  invoiceUser: {
    email: "invoiceuser@haulboard.test",
    role: RoleName.companyUser,
    first: "Otto",
    last: "Ortiz",
  },
} as const;

/** The two demo companies: card-billed (CELERO, Self-Service) and invoice-billed (CONTRACT, Enterprise). */
export const paymentDemoCompanies = {
  card: { name: "Summit Card Carriers", billing: "CELERO", plan: 2, owner: "cardAdmin", member: "cardUser" },
  invoice: {
    name: "Prairie Contract Freight",
    billing: "CONTRACT",
    plan: 1,
    owner: "invoiceAdmin",
    member: "invoiceUser",
  },
} as const;

const titles = [
  "CDL-A Regional Dry Van Driver",
  "OTR Flatbed Driver",
  "Local Tanker Driver - Home Daily",
  "Reefer Team Driver",
  "Dedicated Hotshot Driver",
];

/**
 * Jobs of `companyIds`, `perCompany` each, posted and paid in the past weeks (card companies by card,
 * CONTRACT ones on an invoice), with orders and transactions, in a few set-based statements.
 */
const insertPaidJobs = async (q: Queryable, perCompany: number, companyIds: readonly number[]) => {
  await q.query(
    `insert into job_posts (company_id, created_by, token, created_at)
     select c.id, c.employer_id, 'jpt_seed_' || c.id || '_' || n, now() - make_interval(days => n * 3)
       from companies c cross join generate_series(1, $1::integer) n
      where c.id = any($2::integer[]) and c.employer_id is not null`,
    [perCompany, companyIds],
  );
  await q.query(
    `insert into jobs (company_id, post_id, employer_id, title, job_type, home_time, required_experience,
            job_description, expected_pay, salary_type, benefits, endorsements, street1, city, state, country,
            postal_code, longitude, latitude, cost, approval_status, active, posting_date, expiration_date,
            next_billing_date, auto_renew, created_at)
     select p.company_id, p.id, p.created_by, ($3::text[])[1 + p.id % 5], (array['dry_van','flatbed','tanker','reefer','hotshot'])[1 + p.id % 5],
            (array['HD','HW','D2','D5','O'])[1 + p.id % 5], (array['CS','M6','M12','Y1','Y2'])[1 + p.id % 5],
            '<p>Steady freight, modern equipment and weekly pay.</p>', 1200 + (p.id % 9) * 100, 'weekly',
            array['health','dental'], array['H','T'], c.street1, coalesce(c.city, 'Tulsa'), coalesce(c.state, 'OK'),
            'US', c.postal_code, coalesce(c.longitude, -95.99), coalesce(c.latitude, 36.15), $1, 'approved', true,
            p.created_at::date, p.created_at::date + $2::integer,
            case when p.id % 2 = 0 then p.created_at::date + $2::integer end, p.id % 2 = 0, p.created_at
       from job_posts p join companies c on c.id = p.company_id
      where p.token like 'jpt_seed_%' and p.company_id = any($4::integer[])`,
    [jobBaseCost + addonPrices.boost, jobPostingDays, titles, companyIds],
  );
  await q.query(
    `insert into job_addons (job_id, addon_type, cost)
     select j.id, 'boost', $1 from jobs j where j.company_id = any($2::integer[])`,
    [addonPrices.boost, companyIds],
  );
  await q.query(
    `insert into invoices (company_id)
     select id from companies where billing_type = 'CONTRACT' and id = any($1::integer[])`,
    [companyIds],
  );
  await q.query(
    `insert into orders (company_id, paid_for, action_type, post_id, amount, status, invoice_id, created_by, created_at, paid_at)
     select p.company_id, 'post:' || p.id || ':new_job', 'new_job', p.id, j.cost,
            case when c.billing_type = 'CONTRACT' then 'APPROVED' else 'paid' end,
            i.id, p.created_by, p.created_at, p.created_at
       from job_posts p join jobs j on j.post_id = p.id join companies c on c.id = p.company_id
       left join invoices i on i.company_id = c.id and i.status = 'PROCESSING_PAYMENT'
      where p.company_id = any($1::integer[])`,
    [companyIds],
  );
  await q.query(
    `insert into order_items (order_id, job_id, amount, addons)
     select o.id, j.id, j.cost, array['boost'] from orders o join jobs j on j.post_id = o.post_id
      where o.company_id = any($1::integer[])`,
    [companyIds],
  );
  await q.query(
    `insert into transactions (order_id, company_id, provider, status, amount, gateway_key, gateway_charge_id,
            brand, last_four, invoice_id, created_by, created_at, settled_at)
     select o.id, o.company_id, case when o.invoice_id is null then 'CELERO' else 'CONTRACT' end, 'APPROVED',
            o.amount, 'seed_' || o.id, case when o.invoice_id is null then 'ch_seed_' || o.id else 'inv_' || o.invoice_id || '_' || o.id end,
            case when o.invoice_id is null then 'Visa' end, case when o.invoice_id is null then '4242' end,
            o.invoice_id, o.created_by, o.created_at, o.created_at
       from orders o where o.company_id = any($1::integer[])`,
    [companyIds],
  );
};

/** Adds the posting demo companies, their users and jobs (inside the seed's transaction). */
export const insertPostingDemo = async (q: Queryable, hash: string, large: boolean): Promise<void> => {
  const accounts = Object.values(paymentDemoAccounts);
  await insertMany(
    q,
    "users",
    userColumns,
    accounts.map((account, index) => [
      account.email,
      hash,
      account.first,
      account.last,
      `(405)555-01${String(60 + index)}`,
      true,
      new Date(Date.UTC(2025, 0, 1)),
      null,
      true,
    ]),
  );
  await insertRoles(
    q,
    accounts.map((account) => [account.email, account.role]),
  );
  for (const company of Object.values(paymentDemoCompanies)) {
    const owner = paymentDemoAccounts[company.owner].email;
    const member = paymentDemoAccounts[company.member].email;
    await q.query(
      `with created as (
         insert into companies (company_name, size, street1, city, state, postal_code, country, billing_type,
                                plan_id, phone, email, latitude, longitude, employer_id)
         select $1, '21-50', '1200 Depot Rd', 'Tulsa', 'OK', '74103', 'US', $2, $3, '(918)555-0142',
                'dispatch@' || lower(replace($1, ' ', '')) || '.haulboard.test', 36.154, -95.993, u.id
           from users u where lower(u.email) = lower($4)
         returning id)
       update users set company_id = (select id from created) where lower(email) in (lower($4), lower($5))`,
      [company.name, company.billing, company.plan, owner, member],
    );
  }
  const [demo] = await q.query<{ ids: number[] }>(
    "select array_agg(id) as ids from companies where company_name = any($1::text[])",
    [Object.values(paymentDemoCompanies).map((company) => company.name)],
  );
  const demoIds = demo?.ids ?? [];
  await insertPaidJobs(q, 3, demoIds);
  if (large) {
    // Three jobs per company: about 30,000 jobs for the benchmarks.
    const [all] = await q.query<{ ids: number[] }>(
      "select array_agg(id) as ids from companies where not (id = any($1::integer[]))",
      [demoIds],
    );
    await insertPaidJobs(q, 3, all?.ids ?? []);
  }
};
