// Working a posted job (employer-work §4 "Job actions", §7 "Jobs"; issue 17): edit content and address,
// add-ons (list, replace, change, pay), close, cancel, cancel renewal with a reason, auto-renew (PATCH),
// boost (paid, or free for admins), renewal now, statistics, and the admins' review message.
// A company member reaches only their own company's jobs (another company's job answers 404); admins
// reach every company's jobs ("Only admins can … edit jobs of other companies", employer-work §6).
import {
  addonPrices,
  adminRoles,
  employerRoles,
  hasAnyRole,
  isHyperlinkUrl,
  type JobActionId,
  jobActionBlock,
  jobBaseCost,
  jobPostingDays,
  jobWriterRoles,
  type PaidJobState,
} from "@haulboard/domain";
import { sanitizeRichText } from "@haulboard/editor/sanitize";
import type { Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import { companyPortalRoles, roles } from "../http/access.ts";
import type { Caller, HandlerInput, Routes } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { chargeOrderByCard, chargeOrderToInvoice, type OrderRow } from "../payments/charges.ts";
import { withIdempotency } from "../payments/idempotency.ts";
import { paidJobStateSql, requirePaidAction } from "../payments/jobState.ts";
import { mailRules } from "../security/limits.ts";
import {
  type AddonRow,
  addonColumns,
  addonsOf,
  checkAddonChoices,
  checkPayload,
  readableCompany,
  readJobDetail,
  readListItem,
  storedVideoAddress,
  toAddon,
} from "./jobs.ts";

/** Who changes jobs: the company's users, and admins on any company's job (the domain's list). */
export { jobWriterRoles };

const boostDays = 7;
const statisticsMaxDays = 90;

interface JobRef {
  id: number;
  company_id: number;
  title: string;
  approval_status: string;
  active: boolean;
  cost: string;
  billing_type: "CELERO" | "CONTRACT";
  /** What the paid actions read (payments/jobState.ts). */
  state: PaidJobState;
  /** Its boost runs (it ends on or after today). */
  boost_active: boolean;
}

/** The job the caller may change: their company's, or any for admins; 404 otherwise. */
const writableJob = async (q: Queryable, caller: Caller, id: number, lock = false): Promise<JobRef> => {
  const companyId = hasAnyRole(caller.roles, adminRoles) ? null : caller.companyId;
  if (companyId === null && !hasAnyRole(caller.roles, adminRoles)) throw appError(Errors.jobNotFound);
  const [job] = await q.query<JobRef>(
    `select j.id, j.company_id, j.title, j.approval_status, j.active, j.cost, c.billing_type,
            ${paidJobStateSql("j")} as state, coalesce(j.boost_until >= current_date, false) as boost_active
       from jobs j join companies c on c.id = j.company_id
      where j.id = $1 and j.deleted_at is null and ($2::integer is null or j.company_id = $2)
      ${lock ? "for update of j" : ""}`,
    [id, companyId],
  );
  if (!job) throw appError(Errors.jobNotFound);
  return job;
};

const detailOf = async (q: Queryable, id: number) => {
  const detail = await readJobDetail(q, id, undefined);
  if (!detail) throw appError(Errors.jobNotFound);
  return detail;
};

const listItemOf = async (q: Queryable, id: number) => {
  const item = await readListItem(q, id, undefined);
  if (!item) throw appError(Errors.jobNotFound);
  return item;
};

/**
 * Refuses (409) an action the job's state does not allow: the domain's rule, the one the screens offer by
 * (a closed job is not closed again, renewed or its renewal cancelled).
 */
const requireAllowed = async (q: Queryable, id: number, action: JobActionId) => {
  const block = jobActionBlock(await listItemOf(q, id), action);
  if (block !== null) throw appErrorOf(ErrorFamilies.jobActionBlocked, [block]);
};

/**
 * The job's price for one period (what a renewal charges): the base cost plus its add-ons that are paid —
 * and, on a post not paid yet, the ones chosen for it, which that post's charge pays (domain postedJobCost).
 */
const recostSql = `update jobs j set cost = $2::numeric + coalesce((select sum(a.cost) from job_addons a
    where a.job_id = j.id and a.subscribed and (a.paid_at is not null or j.approval_status <> 'approved')), 0),
    updated_at = now() where j.id = $1`;

/**
 * A job of a post not paid yet changed (its add-ons, or it was deleted): its post's order is priced again
 * from its items — what the charge takes and what it makes live stay the same. Refused while a card
 * attempt of that order is under way (its amount is already on its way to the gateway).
 */
const repriceOpenPost = async (tx: Queryable, jobId: number) => {
  const [order] = await tx.query<{ id: number; status: string; live: boolean }>(
    `select o.id, o.status,
            exists (select 1 from transactions t where t.order_id = o.id and t.status = 'PROCESSING_PAYMENT') as live
       from jobs j join orders o on o.post_id = j.post_id and o.action_type = 'new_job'
      where j.id = $1 and j.approval_status <> 'approved'
      for update of o`,
    [jobId],
  );
  if (!order || order.status === "paid" || order.status === "APPROVED") return;
  if (order.live) throw appError(Errors.postBeingPaid);
  await tx.query(
    `update order_items i set amount = j.cost,
            addons = coalesce((select array_agg(a.addon_type order by a.id) from job_addons a
                                where a.job_id = j.id and a.subscribed), '{}')
       from jobs j where i.order_id = $1 and i.job_id = j.id and j.id = $2 and j.deleted_at is null`,
    [order.id, jobId],
  );
  await tx.query(
    `delete from order_items i using jobs j where i.order_id = $1 and i.job_id = j.id and j.deleted_at is not null`,
    [order.id],
  );
  await tx.query(
    "update orders set amount = coalesce((select sum(amount) from order_items where order_id = $1), 0) where id = $1",
    [order.id],
  );
};

/** `PATCH /jobs/{id}`: the content (and auto-renew); `video_url: null` removes the video. */
const updateJob = async ({ params, body, caller, deps }: HandlerInput<"jobs.update">) => {
  const video = storedVideoAddress(body.videoUrl);
  if (body.title !== undefined && body.title.trim() === "") {
    throw appError(Errors.jobTitleRequired, { field: "title" });
  }
  return deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    const sets: string[] = [];
    const values: unknown[] = [params.id];
    const set = (column: string, value: unknown, cast = "") => {
      values.push(value);
      sets.push(`${column} = $${values.length}${cast}`);
    };
    if (body.title !== undefined) set("title", body.title.trim());
    if (body.jobType !== undefined) set("job_type", body.jobType);
    if (body.additionalExperience !== undefined) set("additional_experience", body.additionalExperience);
    if (body.homeTime !== undefined) set("home_time", body.homeTime);
    if (body.requiredExperience !== undefined) set("required_experience", body.requiredExperience);
    if (body.jobDescription !== undefined) set("job_description", sanitizeRichText(body.jobDescription));
    if (body.driverUnload !== undefined) set("driver_unload", body.driverUnload);
    if (body.expectedPay !== undefined) set("expected_pay", body.expectedPay);
    if (body.signOnBonus !== undefined) set("signon_bonus", body.signOnBonus);
    if (body.startingBonus !== undefined) set("starting_bonus", body.startingBonus);
    if (body.benefits !== undefined) set("benefits", [...new Set(body.benefits)], "::text[]");
    if (body.endorsements !== undefined) set("endorsements", [...new Set(body.endorsements)], "::text[]");
    if (body.salaryType !== undefined) set("salary_type", body.salaryType);
    if (video !== undefined) set("video_url", video === "" ? null : video);
    if (body.autoRenew !== undefined) {
      await requireAllowed(tx, params.id, "autoRenew");
      set("auto_renew", body.autoRenew);
      // Turning auto-renew on again lifts a cancelled renewal; the next billing falls on the expiration.
      sets.push(
        body.autoRenew
          ? "renewal_canceled_at = null, renewal_cancellation_reason = null, next_billing_date = case when approval_status = 'approved' then expiration_date end"
          : "next_billing_date = null",
      );
    }
    if (sets.length > 0) {
      await tx.query(`update jobs set ${sets.join(", ")}, updated_at = now() where id = $1`, values);
    }
    return { data: await detailOf(tx, params.id) };
  });
};

/** `PATCH /jobs/{id}/address`: the targeting address (US only, a real position). */
const updateAddress = async ({ params, body, caller, deps }: HandlerInput<"jobs.updateAddress">) => {
  checkPayload({ addons: [], addresses: [body] });
  return deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    await tx.query(
      `update jobs set street1 = $2, city = $3, state = $4, country = $5, postal_code = $6, longitude = $7,
              latitude = $8, updated_at = now() where id = $1`,
      [
        params.id,
        body.street1?.trim() || null,
        body.city.trim(),
        body.state.trim(),
        body.country.trim(),
        body.postalCode?.trim() || null,
        body.coordinates[0],
        body.coordinates[1],
      ],
    );
    // Every US address is quoted the same base cost (places.geocode); the cost is recomputed anyway.
    await tx.query(recostSql, [params.id, jobBaseCost]);
    return { data: await detailOf(tx, params.id) };
  });
};

const deleteJob = async ({ params, caller, deps }: HandlerInput<"jobs.delete">) => {
  await deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    await tx.query(
      "update jobs set deleted_at = now(), active = false, auto_renew = false, next_billing_date = null where id = $1",
      [params.id],
    );
    // A deleted job of a post not paid yet is not charged with it.
    await repriceOpenPost(tx, params.id);
  });
  return { data: null };
};

/** Close: it stops accepting applicants and will not renew; it reads Cancelled (approved, not active). */
const closeJob = async ({ params, caller, deps }: HandlerInput<"jobs.close">) => {
  await writableJob(deps.db, caller, params.id);
  await requireAllowed(deps.db, params.id, "close");
  await deps.db.query(
    `update jobs set active = false, closed_at = coalesce(closed_at, now()), auto_renew = false,
            next_billing_date = null, updated_at = now() where id = $1`,
    [params.id],
  );
  return { data: await listItemOf(deps.db, params.id) };
};

/** Cancel: like close, and the renewal is cancelled too (no reason given). */
const cancelJob = async ({ params, caller, deps }: HandlerInput<"jobs.cancel">) => {
  await writableJob(deps.db, caller, params.id);
  await deps.db.query(
    `update jobs set active = false, auto_renew = false, next_billing_date = null,
            renewal_canceled_at = coalesce(renewal_canceled_at, now()), updated_at = now() where id = $1`,
    [params.id],
  );
  return { data: await listItemOf(deps.db, params.id) };
};

/** Cancel renewal: auto-renew off, the reason (1–250 characters, the domain's rule) recorded. */
const cancelRenewal = async ({ params, body, caller, deps }: HandlerInput<"jobs.cancelRenewal">) => {
  const reason = body.renewalCancellationReason.trim();
  if (reason === "") throw appError(Errors.renewalReasonRequired, { field: "renewal_cancellation_reason" });
  await writableJob(deps.db, caller, params.id);
  await requireAllowed(deps.db, params.id, "cancelRenewal");
  await deps.db.query(
    `update jobs set auto_renew = false, next_billing_date = null, renewal_canceled_at = now(),
            renewal_cancellation_reason = $2, updated_at = now() where id = $1`,
    [params.id, reason],
  );
  return { data: await listItemOf(deps.db, params.id) };
};

/** Statistics: totals and one entry per day (zeros on days without a row), oldest first. */
const statistics = async ({ params, caller, deps }: HandlerInput<"jobs.statistics">) => {
  const companyId = readableCompany(caller, undefined);
  const [job] = await deps.db.query<{ id: number; first: string }>(
    `select id, to_char(greatest(coalesce(posting_date, created_at::date), current_date - ($3::integer - 1)), 'YYYY-MM-DD') as first
       from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)`,
    [params.id, companyId ?? null, statisticsMaxDays],
  );
  if (!job) throw appError(Errors.jobNotFound);
  const days = await deps.db.query<{
    day: string;
    views: number;
    applications: number;
    hyperlink_clicks: number;
  }>(
    `select to_char(d::date, 'YYYY-MM-DD') as day, coalesce(s.views, 0) as views,
            coalesce(s.applications, 0) as applications, coalesce(s.hyperlink_clicks, 0) as hyperlink_clicks
       from generate_series(least($2::date, current_date), current_date, interval '1 day') d
       left join job_daily_stats s on s.job_id = $1 and s.day = d::date
      order by d`,
    [params.id, job.first],
  );
  const [totals] = await deps.db.query<{
    views: number;
    applications: number;
    hyperlink_clicks: number;
    total_applicants: number;
    today_applicants: number;
  }>(
    `select coalesce((select sum(views) from job_daily_stats where job_id = $1), 0)::integer as views,
            coalesce((select sum(applications) from job_daily_stats where job_id = $1), 0)::integer as applications,
            coalesce((select sum(hyperlink_clicks) from job_daily_stats where job_id = $1), 0)::integer as hyperlink_clicks,
            (select count(*) from job_applications where job_id = $1)::integer as total_applicants,
            (select count(*) from job_applications where job_id = $1 and applied_at >= current_date)::integer as today_applicants`,
    [params.id],
  );
  return {
    data: {
      views: totals?.views ?? 0,
      applications: totals?.applications ?? 0,
      hyperlinkClicks: totals?.hyperlink_clicks ?? 0,
      totalApplicants: totals?.total_applicants ?? 0,
      todayApplicants: totals?.today_applicants ?? 0,
      // Issue 17 (applicants): the candidates screen's rule (matching/candidateTotals.ts).
      totalCandidates: (await deps.driverPositions.totals(deps.db, [params.id])).get(params.id) ?? 0,
      days: days.map((row) => ({
        day: row.day,
        views: row.views,
        applications: row.applications,
        hyperlinkClicks: row.hyperlink_clicks,
      })),
    },
  };
};

/** `POST /admin/contact_review_job`: a message to the job's company (its email, else its owner's). */
const contactReview = async ({ body, caller, deps }: HandlerInput<"jobs.contactReview">) => {
  const [job] = await deps.db.query<{ title: string; to: string | null }>(
    `select j.title, coalesce(nullif(c.email, ''), u.email) as to
       from jobs j join companies c on c.id = j.company_id left join users u on u.id = c.employer_id
      where j.id = $1 and j.deleted_at is null`,
    [body.jobId],
  );
  if (!job) throw appError(Errors.jobNotFound);
  if (!job.to) throw appError(Errors.companyHasNoEmail);
  const to = job.to;
  await enforceLimits(deps, mailRules("job-review", to, String(caller.userId)));
  await deps.mail.send(deps.db, {
    to,
    subject: body.subject.trim() || `About your job ${job.title}`,
    body: `${body.message.trim()}\n\nJob: ${job.title} (#${body.jobId})`,
    kind: "job-review",
  });
  deps.background.run("mail dispatch", () => deps.mail.dispatch());
  return { data: null };
};

// Add-ons ---------------------------------------------------------------------------------------------

const addonsList = async ({ params, caller, deps }: HandlerInput<"addons.list">) => {
  const companyId = readableCompany(caller, undefined);
  const [job] = await deps.db.query<{ id: number }>(
    "select id from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)",
    [params.id, companyId ?? null],
  );
  if (!job) throw appError(Errors.jobNotFound);
  return { data: (await addonsOf(deps.db, [params.id])).map(toAddon) };
};

/**
 * Sets a job's add-ons to `choices` (subscribed ones kept or added, the rest removed) and recomputes its
 * cost. New ones wait for payment (`paid_at` null) unless `paid` (admins give them without a charge).
 */
type Choices = HandlerInput<"addons.replace">["body"]["addons"];

const setAddons = async (tx: Queryable, jobId: number, choices: Choices, paid: boolean) => {
  const chosen = choices.filter((addon) => addon.subscribed);
  await tx.query("delete from job_addons where job_id = $1 and not (addon_type = any($2::text[]))", [
    jobId,
    chosen.map((addon) => addon.addonType),
  ]);
  for (const addon of chosen) {
    const url = addon.addonType === "hyperlink" ? (addon.externalUrl ?? null) : null;
    await tx.query(
      `insert into job_addons (job_id, addon_type, cost, external_url, paid_at)
       values ($1, $2, $3, $4, case when $5 then now() end)
       on conflict (job_id, addon_type) do update set external_url = excluded.external_url, subscribed = true,
              paid_at = coalesce(job_addons.paid_at, excluded.paid_at)`,
      [jobId, addon.addonType, addonPrices[addon.addonType], url, paid],
    );
  }
  if (paid && chosen.some((addon) => addon.addonType === "boost")) await extendBoost(tx, jobId);
  await tx.query(recostSql, [jobId, jobBaseCost]);
};

const extendBoost = (tx: Queryable, jobId: number) =>
  tx.query(
    `update jobs set boost_until = greatest(coalesce(boost_until, current_date), current_date) + $2::integer,
            updated_at = now() where id = $1`,
    [jobId, boostDays],
  );

const replaceAddons = async ({ params, body, caller, deps }: HandlerInput<"addons.replace">) => {
  checkAddonChoices(body.addons);
  return deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    await setAddons(tx, params.id, body.addons, false);
    // On a post not paid yet the add-ons are paid with the post: its amount follows them.
    await repriceOpenPost(tx, params.id);
    return { data: (await addonsOf(tx, [params.id])).map(toAddon) };
  });
};

const adminAddAddons = async ({ params, body, caller, deps }: HandlerInput<"addons.adminAdd">) => {
  checkAddonChoices(body.addons);
  return deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    await setAddons(tx, params.id, body.addons, true);
    return { data: (await addonsOf(tx, [params.id])).map(toAddon) };
  });
};

/** `PATCH /jobs/addons/{id}`: renew the add-on or not (subscribed), or change the hyperlink's address. */
const updateAddon = async ({ params, body, caller, deps }: HandlerInput<"addons.update">) => {
  const [addon] = await deps.db.query<{ job_id: number; addon_type: string }>(
    "select job_id, addon_type from job_addons where id = $1",
    [params.id],
  );
  if (!addon) throw appError(Errors.addonNotFound);
  await writableJob(deps.db, caller, addon.job_id);
  if (body.externalUrl !== undefined) {
    if (addon.addon_type !== "hyperlink") {
      throw appError(Errors.addressOnlyOnHyperlink, { field: "external_url" });
    }
    if (!isHyperlinkUrl(body.externalUrl)) throw appError(Errors.hyperlinkInvalid, { field: "external_url" });
  }
  const [row] = await deps.db.query<AddonRow>(
    `update job_addons set renewable = coalesce($2, renewable),
            external_url = case when addon_type = 'hyperlink' then coalesce($3, external_url) else external_url end
      where id = $1 returning ${addonColumns}`,
    [params.id, body.subscribed ?? null, body.externalUrl ?? null],
  );
  if (!row) throw appError(Errors.addonNotFound);
  return { data: toAddon(row) };
};

/** Admins: boost any job for `boostDays` days without a charge. */
const adminBoostJob = async (deps: Deps, caller: Caller, jobId: number) =>
  deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, jobId, true);
    await tx.query(
      `insert into job_addons (job_id, addon_type, cost) values ($1, 'boost', $2)
       on conflict (job_id, addon_type) do update set subscribed = true, paid_at = coalesce(job_addons.paid_at, now())`,
      [jobId, addonPrices.boost],
    );
    await extendBoost(tx, jobId);
    await tx.query(recostSql, [jobId, jobBaseCost]);
    const [row] = await tx.query<AddonRow>(
      `select ${addonColumns} from job_addons where job_id = $1 and addon_type = 'boost'`,
      [jobId],
    );
    if (!row) throw new Error("boost add-on missing");
    return row;
  });

const adminBoost = async ({ params, caller, deps }: HandlerInput<"addons.adminBoost">) => ({
  data: toAddon(await adminBoostJob(deps, caller, params.id)),
});

// Paying for a job's extras --------------------------------------------------------------------------

/** Finds or makes the order paying `paidFor`, with its amount; a paid order answers 'already paid'. */
const orderFor = async (
  q: Queryable,
  caller: Caller,
  job: JobRef,
  action: "renew_job" | "boost_job" | "addons",
  paidFor: string,
  amount: number,
  what: string,
): Promise<OrderRow> => {
  const [order] = await q.query<OrderRow>(
    `with made as (
       insert into orders (company_id, paid_for, action_type, job_id, amount, created_by)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (paid_for) do nothing
       returning id, company_id, post_id, action_type, amount, status
     ), any_order as (
       select * from made
       union all
       select id, company_id, post_id, action_type, amount, status from orders where paid_for = $2
     )
     select *, $7::text as what from any_order limit 1`,
    [job.company_id, paidFor, action, job.id, amount, caller.userId, what],
  );
  if (!order) throw new Error("order not made");
  await q.query(
    `insert into order_items (order_id, job_id, amount) values ($1, $2, $3) on conflict do nothing`,
    [order.id, job.id, amount],
  );
  return order;
};

/** Charges an order the way the job's company pays: its card (CELERO) or its open invoice (CONTRACT). */
const pay = (
  deps: Deps,
  caller: Caller,
  job: JobRef,
  order: OrderRow,
  cardToken: string | undefined,
  onPaid: (tx: Queryable) => Promise<void>,
) =>
  job.billing_type === "CONTRACT"
    ? chargeOrderToInvoice(deps, caller, order, onPaid)
    : chargeOrderByCard(deps, caller, order, cardToken, onPaid);

/** `POST /payment/employer/job/boost`: a paid boost (isAdmin false), or the admins' free one. */
const boostJob = async ({ body, caller, deps }: HandlerInput<"payment.boost">) => {
  if (body.isAdmin) {
    if (!hasAnyRole(caller.roles, adminRoles)) throw appError(Errors.freeBoostAdminOnly);
    await adminBoostJob(deps, caller, body.jobId);
    return {
      data: {
        transactionId: `admin_boost_${body.jobId}`,
        amount: 0,
        status: "paid" as const,
        invoiceId: null,
      },
    };
  }
  // Issue 36 #9: staff do not spend a company's money; they boost for free, or act as one of its users.
  if (hasAnyRole(caller.roles, adminRoles)) throw appError(Errors.staffPaidBoost);
  const job = await writableJob(deps.db, caller, body.jobId);
  requirePaidAction("boost", { state: job.state, boostActive: job.boost_active });
  const [today] = await deps.db.query<{ day: string }>("select to_char(current_date, 'YYYY-MM-DD') as day");
  const order = await orderFor(
    deps.db,
    caller,
    job,
    "boost_job",
    `job:${job.id}:boost_job:${today?.day}`,
    addonPrices.boost,
    `The boost of ${job.title} today`,
  );
  const data = await pay(deps, caller, job, order, undefined, async (tx) => {
    await tx.query(
      `insert into job_addons (job_id, addon_type, cost) values ($1, 'boost', $2)
       on conflict (job_id, addon_type) do update set subscribed = true, paid_at = now()`,
      [job.id, addonPrices.boost],
    );
    await extendBoost(tx, job.id);
    await tx.query(recostSql, [job.id, jobBaseCost]);
  });
  return { data };
};

/**
 * `POST /payment/invoice/renewal`: renew a job now for another posting period (its cost). Each renewal is
 * a new period, so only the client's idempotency key (one per click) tells a retry from a second renewal.
 */
const renewJob = async ({ body, caller, deps }: HandlerInput<"payment.renewal">) => {
  const job = await writableJob(deps.db, caller, body.jobId);
  const data = await withIdempotency(
    deps,
    job.company_id,
    body.idempotencyKey,
    "payment.renewal",
    { jobId: job.id, cardToken: body.cardToken ?? null },
    () => renewNow(deps, caller, job.id, body.cardToken),
  );
  return { data };
};

const renewNow = async (deps: Deps, caller: Caller, jobId: number, cardToken: string | undefined) => {
  const job = await writableJob(deps.db, caller, jobId);
  requirePaidAction("renewal", { state: job.state, boostActive: job.boost_active });
  const [period] = await deps.db.query<{ until: string }>(
    "select to_char(coalesce(expiration_date, current_date), 'YYYY-MM-DD') as until from jobs where id = $1",
    [job.id],
  );
  const order = await orderFor(
    deps.db,
    caller,
    job,
    "renew_job",
    `job:${job.id}:renew_job:${period?.until}`,
    Number(job.cost),
    `The renewal of ${job.title}`,
  );
  return pay(deps, caller, job, order, cardToken, async (tx) => {
    await tx.query(
      `update jobs set active = true, closed_at = null,
              expiration_date = greatest(coalesce(expiration_date, current_date), current_date) + $2::integer,
              next_billing_date = case when auto_renew
                then greatest(coalesce(expiration_date, current_date), current_date) + $2::integer end,
              updated_at = now() where id = $1`,
      [job.id, jobPostingDays],
    );
  });
};

/** `POST /payment/employer/job/addons`: charge the add-ons chosen since posting. */
const payAddons = async ({ body, caller, deps }: HandlerInput<"payment.payAddons">) => {
  const job = await writableJob(deps.db, caller, body.jobId);
  // Add-ons of a post not paid yet are paid with the post (its amount counts them); a closed or expired
  // job is not given add-ons (the shared rule, payments/jobState.ts).
  requirePaidAction("addons", { state: job.state, boostActive: job.boost_active });
  const unpaid = await deps.db.query<{ id: number; addon_type: string; cost: string }>(
    "select id, addon_type, cost from job_addons where job_id = $1 and paid_at is null order by id",
    [job.id],
  );
  if (unpaid.length === 0) throw appError(Errors.nothingToPay);
  const amount = unpaid.reduce((total, addon) => total + Number(addon.cost), 0);
  const ids = unpaid.map((addon) => addon.id);
  const charge = async () => {
    const order = await orderFor(
      deps.db,
      caller,
      job,
      "addons",
      `job:${job.id}:addons:${ids.join("-")}`,
      amount,
      `The add-ons of ${job.title}`,
    );
    return pay(deps, caller, job, order, body.cardToken, async (tx) => {
      await tx.query("update job_addons set paid_at = now() where id = any($1::integer[])", [ids]);
      if (unpaid.some((addon) => addon.addon_type === "boost")) await extendBoost(tx, job.id);
      await tx.query(recostSql, [job.id, jobBaseCost]);
    });
  };
  const data = await withIdempotency(
    deps,
    job.company_id,
    body.idempotencyKey,
    "payment.payAddons",
    { jobId: job.id, cardToken: body.cardToken },
    charge,
  );
  return { data };
};

export const jobWorkRoutes: Routes = {
  // Changing a job: the company's users on their own jobs, admins on any (employer-work §6).
  "jobs.update": { access: roles(jobWriterRoles), handle: updateJob },
  "jobs.updateAddress": { access: roles(jobWriterRoles), handle: updateAddress },
  "jobs.delete": { access: roles(jobWriterRoles), handle: deleteJob },
  "jobs.close": { access: roles(jobWriterRoles), handle: closeJob },
  "jobs.cancel": { access: roles(jobWriterRoles), handle: cancelJob },
  "jobs.cancelRenewal": { access: roles(jobWriterRoles), handle: cancelRenewal },
  // Reading: the job section's roles (internal users read any company's).
  "jobs.statistics": { access: roles(companyPortalRoles), handle: statistics },
  "addons.list": { access: roles(companyPortalRoles), handle: addonsList },
  "addons.replace": { access: roles(jobWriterRoles), handle: replaceAddons },
  "addons.update": { access: roles(jobWriterRoles), handle: updateAddon },
  // Admins only: free add-ons and boosts, and the review message to a job's company.
  "addons.adminAdd": { access: roles(adminRoles), handle: adminAddAddons },
  "addons.adminBoost": { access: roles(adminRoles), handle: adminBoost },
  "jobs.contactReview": { access: roles(adminRoles), handle: contactReview },
  // Paying for a job's extras: whoever of the company works it (admins: the free boost via isAdmin).
  "payment.boost": { access: roles(jobWriterRoles), handle: boostJob },
  "payment.renewal": { access: roles(employerRoles), handle: renewJob },
  "payment.payAddons": { access: roles(employerRoles), handle: payAddons },
};
