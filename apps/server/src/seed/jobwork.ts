// The jobs-at-work demo (issue 17): for the two posting-demo companies, jobs in every status (posted,
// scheduled, cancelled, inactive, expired, renewal cancelled with a reason, boosted), drivers who applied
// (seeded drivers given a driver profile near the jobs), their applications with stages, company
// tags and private notes, and per-day statistics. `--scale large` adds 200,000 jobs and 2,000,000
// applications in set-based SQL (generate_series), for the benchmarks. Deterministic: no random draws.
import { addonPrices, cancellationReasons, jobBaseCost } from "@haulboard/domain";
import type { Database, Queryable } from "../db/Database.ts";
import { insertJobEditDemo } from "./jobedit.ts";
import { paymentDemoCompanies } from "./jobs.ts";

/** The applicant drivers of the demo (the demo password like every account). */
export const applicantDriverCount = 40;
export const applicantEmail = (n: number) =>
  `applicant${String(n).padStart(3, "0")}@applicants.haulboard.test`;

/** Company tags of the demo companies (neither "Call back" nor anything with "prio": tests make those). */
export const demoTags = ["Top pick", "Night shift", "Local only"] as const;

const homes = [
  ["Tulsa", "OK", "74103", 36.154, -95.993],
  ["Broken Arrow", "OK", "74012", 36.052, -95.79],
  ["Oklahoma City", "OK", "73102", 35.468, -97.516],
  ["Wichita", "KS", "67202", 37.687, -97.33],
  ["Dallas", "TX", "75201", 32.787, -96.799],
] as const;

/** The statuses the demo shows, each a job of both demo companies (title, and how to set it). */
const statusJobs = [
  ["Scheduled Flatbed Driver - Starts Soon", "approved", true, 5, null, false, null],
  ["Cancelled Tanker Driver", "approved", false, -20, null, false, null],
  ["Pending Payment Reefer Driver", "pending", true, null, null, false, null],
  ["Expired Hotshot Driver", "approved", true, -45, null, false, null],
  [
    "Regional Dry Van Driver - Renewal Cancelled",
    "approved",
    true,
    -10,
    cancellationReasons[0].label,
    false,
    null,
  ],
  ["Boosted OTR Driver", "approved", true, -3, null, true, 4],
] as const;

const insertStatusJobs = async (q: Queryable, companyIds: readonly number[]) => {
  for (const [title, approval, active, startsIn, reason, autoRenew, boostDays] of statusJobs) {
    await q.query(
      `insert into jobs (company_id, employer_id, title, job_type, home_time, required_experience, job_description,
              expected_pay, salary_type, benefits, endorsements, street1, city, state, country, postal_code,
              longitude, latitude, cost, approval_status, active, posting_date, expiration_date, next_billing_date,
              auto_renew, renewal_canceled_at, renewal_cancellation_reason, boost_until, closed_at)
       select c.id, c.employer_id, $2, 'flatbed', 'HW', 'Y1', '<p>Home weekly, steady lanes.</p>', 1350, 'weekly',
              array['health'], array['H','T'], c.street1, c.city, c.state, 'US', c.postal_code, c.longitude, c.latitude,
              $3, $4, $5, current_date + $6::integer, current_date + $6::integer + 30,
              case when $8 then current_date + $6::integer + 30 end, $8,
              case when $7::text is not null then now() - interval '2 days' end, $7, current_date + $9::integer,
              case when not $5 then now() - interval '1 day' end
         from companies c where c.id = any($1::integer[])`,
      [companyIds, title, jobBaseCost, approval, active, startsIn, reason, autoRenew, boostDays],
    );
  }
};

/**
 * The applicants are seeded drivers (the 201st to the 240th by id: no new accounts, so the driver list's
 * counts stay those of the main seed), given a driver profile near the jobs where they have none yet.
 */
const insertApplicants = async (q: Queryable, companyIds: readonly number[]) => {
  await q.query(
    `create temporary table jobwork_applicants on commit drop as
     select id, row_number() over (order by id)::integer as n
       from (select u.id from users u join user_roles r on r.user_id = u.id and r.role = 'Driver'
              where u.email like '%@drivers.haulboard.test' and u.deleted_at is null
              order by u.id offset 200 limit $1) picked`,
    [applicantDriverCount],
  );
  await q.query(
    `insert into driver_profiles (user_id, cdl_status, years_experience, endorsements, job_types, home_time, home_zip,
            city, state, latitude, longitude, owner_operator, work_experiences)
     select d.id, (array['class_a','class_b','permit','none'])[1 + d.n % 4],
            case when d.n % 7 = 0 then null else d.n % 12 end,
            case d.n % 4 when 0 then array['H','T'] when 1 then array['H'] when 2 then array['N','X'] else '{}'::text[] end,
            array['dry_van','flatbed'], 'HW', h.zip, h.city, h.state,
            case when d.n % 9 = 0 then null else h.lat + (d.n % 5) * 0.01 end,
            case when d.n % 9 = 0 then null else h.lng - (d.n % 5) * 0.01 end,
            case when d.n % 3 = 0 then null else d.n % 2 = 0 end, array['dry_van','flatbed']
       from jobwork_applicants d
       join unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::integer[])
         as h(city, state, zip, lat, lng, k) on h.k = d.n % $7::integer
     on conflict (user_id) do nothing`,
    [
      homes.map((h) => h[0]),
      homes.map((h) => h[1]),
      homes.map((h) => h[2]),
      homes.map((h) => h[3]),
      homes.map((h) => h[4]),
      homes.map((_, k) => k),
      homes.length,
    ],
  );
  // Each posted job of the demo companies gets 4 to 15 applicants, applied over the last two weeks.
  await q.query(
    `insert into job_applications (job_id, driver_id, applied_at, stage, stage_changed_at)
     select j.id, d.id, now() - make_interval(days => (j.id + d.n) % 14, hours => d.n % 24),
            (array['new','new','reviewed','contacted','interview','hired','rejected','new'])[1 + (j.id + d.n) % 8],
            case when (j.id + d.n) % 8 not in (0, 1, 7) then now() - interval '1 day' end
       from jobs j
       join jobwork_applicants d on d.n <= 4 + (j.id % 12)
      where j.company_id = any($1::integer[]) and j.approval_status = 'approved' and j.active
     on conflict (job_id, driver_id) do nothing`,
    [companyIds],
  );
  await q.query(
    `insert into company_tags (company_id, tag) select c.id, t.tag from companies c cross join unnest($2::text[]) t(tag)
      where c.id = any($1::integer[]) on conflict do nothing`,
    [companyIds, [...demoTags]],
  );
  await q.query(
    `insert into application_tags (application_id, tag_id)
     select a.id, t.id from job_applications a join jobs j on j.id = a.job_id
       join company_tags t on t.company_id = j.company_id
      where j.company_id = any($1::integer[]) and (a.id + t.id) % 4 = 0
     on conflict do nothing`,
    [companyIds],
  );
  await q.query(
    `insert into job_tags (job_id, tag_id)
     select j.id, t.id from jobs j join company_tags t on t.company_id = j.company_id
      where j.company_id = any($1::integer[]) and (j.id + t.id) % 3 = 0
     on conflict do nothing`,
    [companyIds],
  );
  await q.query(
    `insert into application_notes (application_id, author_id, body, created_at)
     select a.id, c.employer_id, (array['Called, will call back Friday', 'Clean MVR, ask about night runs',
            'Prefers home weekly'])[1 + a.id % 3], a.applied_at + interval '1 day'
       from job_applications a join jobs j on j.id = a.job_id join companies c on c.id = j.company_id
      where j.company_id = any($1::integer[]) and a.stage <> 'new'`,
    [companyIds],
  );
  await q.query(
    `insert into job_daily_stats (job_id, day, views, applications, hyperlink_clicks)
     select j.id, current_date - d, 20 + (j.id * 7 + d * 13) % 90, (j.id + d) % 4, (j.id + d * 3) % 6
       from jobs j cross join generate_series(0, 13) d
      where j.company_id = any($1::integer[]) and j.approval_status = 'approved'
     on conflict do nothing`,
    [companyIds],
  );
};

/**
 * The large scale: 200,000 jobs over every company (about 20 each) and 2,000,000 applications (10 a job)
 * from the seeded drivers, in a few statements.
 */
export const largeJobs = 200_000;
export const largeApplicationsPerJob = 10;

/**
 * Runs a bulk load of `table` with its plain secondary indexes dropped, then builds them again from the
 * catalog's own definitions: building an index once over the loaded rows costs about half of keeping it
 * up to date row by row (measured on PGlite: 500,000 applications, 12.4 s of CPU with the three indexes
 * kept, 6.5 s dropped and rebuilt). Primary keys, unique and constraint indexes stay (ON CONFLICT needs
 * them). The seed runs in one transaction: nobody sees the table without its indexes.
 */
export const withIndexesRebuilt = async (q: Queryable, table: string, load: () => Promise<void>) => {
  const indexes = await q.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not x.indisprimary and not x.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by i.relname`,
    [table],
  );
  for (const index of indexes) await q.exec(`drop index ${JSON.stringify(index.name)}`);
  await load();
  for (const index of indexes) await q.exec(index.definition);
};

const insertLarge = async (q: Queryable) => {
  await withIndexesRebuilt(q, "jobs", () => insertLargeJobs(q));
  await withIndexesRebuilt(q, "job_applications", () => insertLargeApplications(q));
  await q.query(
    `insert into job_addons (job_id, addon_type, cost) select id, 'boost', $1 from jobs
      where title like '% #%' and id % 5 = 0 on conflict do nothing`,
    [addonPrices.boost],
  );
};

const insertLargeJobs = async (q: Queryable) => {
  await q.query(
    `with cs as (select id, employer_id, city, state, postal_code, longitude, latitude,
                        row_number() over (order by id) - 1 as k
                   from companies where employer_id is not null)
     insert into jobs (company_id, employer_id, title, job_type, home_time, required_experience, job_description,
            expected_pay, salary_type, benefits, endorsements, city, state, country, postal_code, longitude, latitude,
            cost, approval_status, active, posting_date, expiration_date, next_billing_date, auto_renew, created_at)
     select c.id, c.employer_id,
            (array['CDL-A Dry Van Driver','Flatbed Driver','Tanker Driver','Reefer Driver','Hotshot Driver',
                   'Local Delivery Driver','Dump Truck Driver','Team OTR Driver'])[1 + g % 8] || ' #' || g,
            (array['dry_van','flatbed','tanker','reefer','hotshot'])[1 + g % 5], 'HW',
            (array['CS','M6','M12','Y1','Y2'])[1 + g % 5], '<p>Steady freight.</p>', 1000 + g % 1500, 'weekly',
            array['health'], case when g % 3 = 0 then array['H'] else '{}'::text[] end,
            coalesce(c.city, 'Tulsa'), coalesce(c.state, 'OK'), 'US', c.postal_code,
            coalesce(c.longitude, -95.99), coalesce(c.latitude, 36.15), $2,
            case when g % 10 = 0 then 'pending' else 'approved' end, g % 17 <> 0,
            current_date - (g % 60), current_date - (g % 60) + 30,
            case when g % 2 = 0 then current_date - (g % 60) + 30 end, g % 2 = 0,
            now() - make_interval(days => g % 60)
       from generate_series(1, $1::integer) g
       -- The count is a scalar (an init plan), not a column of c: the join is an equality the planner can
       -- hash. Written as "c.k = g % c.n" it compared every job with every company (200,000 x 10,000).
       join cs c on c.k = g % (select count(*) from cs)`,
    [largeJobs, jobBaseCost],
  );
};

const insertLargeApplications = async (q: Queryable) => {
  await q.query(
    `with ds as (select u.id, row_number() over (order by u.id) - 1 as k
                   from users u join user_roles r on r.user_id = u.id and r.role = 'Driver'),
          js as (select id from jobs where title like '% #%')
     insert into job_applications (job_id, driver_id, applied_at, stage)
     select j.id, d.id, now() - make_interval(hours => (j.id * 7 + s) % 1400),
            (array['new','reviewed','contacted','interview','hired','rejected'])[1 + (j.id + s) % 6]
       from js j cross join generate_series(0, $1::integer - 1) s
       -- A hashable equality (the count is a scalar): 2,000,000 lookups, not 2,000,000 x 100,000 comparisons.
       join ds d on d.k = (j.id::bigint * 7919 + s * 104729) % (select count(*) from ds)
     on conflict (job_id, driver_id) do nothing`,
    [largeApplicationsPerJob],
  );
};

/** Adds the jobs-at-work demo once (app_meta key `seed_jobwork`), after the posting demo. */
export const seedJobworkDemo = async (
  db: Database,
  options: { scryptCost?: number; log?: (line: string) => void },
): Promise<void> => {
  const [done] = await db.query("select 1 from app_meta where key = 'seed_jobwork'");
  if (done) return;
  const started = performance.now();
  let scale = "demo";
  await db.transaction(async (tx) => {
    await tx.query("select 1 from (select pg_advisory_xact_lock(7521624301307782145::bigint)) locked");
    const [meanwhile] = await tx.query("select 1 from app_meta where key = 'seed_jobwork'");
    if (meanwhile) return;
    const [seed] = await tx.query<{ value: string }>("select value from app_meta where key = 'seed'");
    scale = seed?.value ?? "demo";
    const [demo] = await tx.query<{ ids: number[] | null }>(
      "select array_agg(id order by id) as ids from companies where company_name = any($1::text[])",
      [Object.values(paymentDemoCompanies).map((company) => company.name)],
    );
    const companyIds = demo?.ids ?? [];
    await insertStatusJobs(tx, companyIds);
    // The edit and duplicate demo (jobedit).
    await insertJobEditDemo(tx, companyIds);
    await insertApplicants(tx, companyIds);
    if (scale === "large") await insertLarge(tx);
    await tx.query("insert into app_meta (key, value) values ('seed_jobwork', $1)", [scale]);
  });
  await db.exec("analyze jobs, job_applications, driver_profiles, application_tags, job_tags, company_tags");
  options.log?.(`Seeded the jobs-at-work demo (${scale}) in ${Math.round(performance.now() - started)} ms`);
};
