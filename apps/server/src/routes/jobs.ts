// Jobs (employer-work §3, §7 "Jobs"; issue 16): post (one job per targeted address, answered with the post
// token to charge), the company's list with filters, sort and paging, and one job. Scoped to the caller's
// company; admins and internal users read any company's jobs (company_id filter).

import { randomBytes } from "node:crypto";
import {
  addonPrices,
  defaultPageSize,
  employerRoles,
  hasAnyRole,
  isHyperlinkUrl,
  jobVideoAddress,
  postedJobCost,
} from "@haulboard/domain";
import { sanitizeRichText } from "@haulboard/editor/sanitize";
import { makeKeptPages, readCounterAndDay } from "../cache/totals.ts";
import type { Queryable } from "../db/Database.ts";
import { appError, appErrorOf, ErrorFamilies, Errors } from "../errors/catalogue.ts";
import { anyCompanyRoles, companyPortalRoles, roles } from "../http/access.ts";
import type { Caller, HandlerInput, Routes } from "../http/context.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { withCandidateTotals } from "../matching/candidateTotals.ts";
import { isoOrNull, tagRowsOf } from "./rows.ts";

/** The message for a caller who belongs to no company (admins post while acting as a company user). */

export const companyOf = (caller: Caller): number => {
  if (caller.companyId === null) throw appError(Errors.noCompanyForJobs);
  return caller.companyId;
};

const usCountries = new Set(["us", "usa", "united states", "united states of america"]);

/** Display status (employer-work §4): SCHEDULED before its posting date, POSTED while running, … */
const statusSql = `case
  when j.approval_status = 'approved' and j.active and j.posting_date > current_date then 'SCHEDULED'
  when j.approval_status = 'approved' and j.active and (j.expiration_date is null or j.expiration_date >= current_date) then 'POSTED'
  when j.approval_status = 'approved' and not j.active then 'Cancelled'
  else 'Inactive' end`;

/** Applicants of a job (job_applications, written by the drivers' side): all, and those of today (UTC). */
const totalApplicantsSql = "select count(*)::integer from job_applications a where a.job_id = j.id";
const todayApplicantsSql =
  "select count(*)::integer from job_applications a where a.job_id = j.id and a.applied_at >= current_date";
/** A job's tags as JSON `[{ id, tag }]`: the link's id and the tag's text, by text. */
export const jobTagsSql = `coalesce((select json_agg(json_build_object('id', t.id, 'tag', ct.tag) order by lower(ct.tag))
    from job_tags t join company_tags ct on ct.id = t.tag_id where t.job_id = j.id), '[]')`;

const jobColumns: Readonly<Record<string, SearchColumn>> = {
  title: { sql: "j.title", kind: "text", notNull: true },
  status: { sql: `(${statusSql})`, kind: "text", notNull: true },
  posting_date: { sql: "j.posting_date", kind: "date" },
  expiration_date: { sql: "j.expiration_date", kind: "date" },
  city: { sql: "j.city", kind: "text", notNull: true },
  state: { sql: "j.state", kind: "text", notNull: true },
  company_id: { sql: "j.company_id", kind: "number" },
  created_at: { sql: "j.created_at", kind: "date" },
  // Issue 17: the list's other columns.
  next_billing_date: { sql: "j.next_billing_date", kind: "date" },
  auto_renew: { sql: "j.auto_renew", kind: "boolean" },
  boost_active: { sql: "coalesce(j.boost_until >= current_date, false)", kind: "boolean" },
  total_applicants: { sql: `(${totalApplicantsSql})`, kind: "number" },
  today_applicants: { sql: `(${todayApplicantsSql})`, kind: "number" },
  // The admin status filter (domain adminJobStatusFilterOptions).
  approval_status: { sql: "j.approval_status", kind: "text", notNull: true },
  active: { sql: "j.active", kind: "boolean" },
};

const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const listSelect = `select j.id, j.employer_id, j.title, (${statusSql}) as status,
    ${isoDate("coalesce(j.posting_date, j.created_at::date)")} as posting_date,
    ${isoDate("j.next_billing_date")} as next_billing_date, ${isoDate("j.expiration_date")} as expiration_date,
    j.renewable, j.auto_renew, coalesce(j.boost_until >= current_date, false) as boost_active,
    ${isoTime("j.renewal_canceled_at")} as renewal_canceled_at, j.renewal_cancellation_reason, j.city, j.state,
    case when j.boost_until >= current_date then (j.boost_until - current_date)::integer end as boost_remaining_days,
    j.cost as list_cost, (${totalApplicantsSql}) as total_applicants, (${todayApplicantsSql}) as today_applicants,
    ${jobTagsSql} as tags`;

interface ListRow {
  id: number;
  employer_id: number;
  title: string;
  status: "POSTED" | "SCHEDULED" | "Cancelled" | "Inactive";
  posting_date: string;
  next_billing_date: string | null;
  expiration_date: string | null;
  renewable: boolean;
  auto_renew: boolean;
  boost_active: boolean;
  renewal_canceled_at: string | null;
  renewal_cancellation_reason: string | null;
  city: string;
  state: string;
  boost_remaining_days: number | null;
  list_cost: string;
  total_applicants: number;
  today_applicants: number;
  tags: string | { id: number; tag: string }[];
  total?: number;
}

const tagsOf = (tags: ListRow["tags"]) => tagRowsOf(tags);

// `totalCandidates` is filled in by withCandidateTotals (matching/candidateTotals.ts) for the answered page.
export const toListItem = (row: ListRow) => ({
  id: row.id,
  employerId: row.employer_id,
  title: row.title,
  totalApplicants: row.total_applicants,
  todayApplicants: row.today_applicants,
  status: row.status,
  postingDate: row.posting_date,
  nextBillingDate: row.next_billing_date,
  expirationDate: row.expiration_date,
  renewable: row.renewable,
  autoRenew: row.auto_renew,
  boostActive: row.boost_active,
  renewalCanceledAt: row.renewal_canceled_at,
  renewalCancellationReason: row.renewal_cancellation_reason,
  city: row.city,
  state: row.state,
  boostRemainingDays: row.boost_remaining_days,
  tags: tagsOf(row.tags),
  totalCandidates: 0,
  cost: Number(row.list_cost),
});

export interface AddonRow {
  id: number;
  job_id: number;
  addon_type: "promote" | "boost" | "hyperlink";
  cost: string;
  renewable: boolean;
  subscribed: boolean;
  external_url: string | null;
  /** When it was paid (or put on the invoice); null while it waits for payment and does not work. */
  paid_at: unknown;
}

export const toAddon = (row: AddonRow) => ({
  id: row.id,
  addonType: row.addon_type,
  cost: Number(row.cost),
  renewable: row.renewable,
  subscribed: row.subscribed,
  externalUrl: row.external_url,
  paid: row.paid_at !== null && row.paid_at !== undefined,
  paidAt: isoOrNull(row.paid_at),
});

/** The columns of an add-on row (AddonRow). */
export const addonColumns = "id, job_id, addon_type, cost, renewable, subscribed, external_url, paid_at";

export const addonsOf = (q: Queryable, jobIds: readonly number[]) =>
  q.query<AddonRow>(
    `select ${addonColumns} from job_addons
      where job_id = any($1::integer[]) order by job_id, id`,
    [jobIds],
  );

export { checkPayload };

/** The add-on choices' rules (a post, and a posted job's add-ons): each add-on once, a hyperlink's valid address. */
export const checkAddonChoices = (addons: HandlerInput<"jobs.create">["body"]["addons"]) => {
  const kinds = new Set<string>();
  for (const addon of addons) {
    if (kinds.has(addon.addonType)) throw appError(Errors.duplicateAddon, { field: "addons" });
    kinds.add(addon.addonType);
    if (addon.addonType === "hyperlink" && addon.subscribed && !isHyperlinkUrl(addon.externalUrl ?? "")) {
      throw appError(Errors.hyperlinkInvalid, { field: "addons" });
    }
  }
};

/** Reads the payload's rules the schema cannot: US addresses, real positions, URLs, one add-on each. */
const checkPayload = (
  body: Pick<HandlerInput<"jobs.create">["body"], "addons" | "addresses" | "videoUrl">,
) => {
  checkAddonChoices(body.addons);
  for (const address of body.addresses) {
    if (!usCountries.has(address.country.trim().toLowerCase())) {
      throw appError(Errors.addressNotUs, { field: "addresses" });
    }
    if (address.city.trim() === "" || address.state.trim() === "") {
      throw appError(Errors.addressInvalid, { field: "addresses" });
    }
    const [lng, lat] = address.coordinates;
    if (Math.abs(lng) > 180 || Math.abs(lat) > 90) {
      throw appError(Errors.addressPositionInvalid, { field: "addresses" });
    }
  }
  return { videoUrl: storedVideoAddress(body.videoUrl) };
};

/** A job's video as stored (domain `jobVideoAddress`): by path when it is ours; absent or null stays so. */
export const storedVideoAddress = <V extends string | null | undefined>(video: V): V | string => {
  if (video === null || video === undefined || video === "") return video;
  const stored = jobVideoAddress(video);
  if (stored === null) throw appError(Errors.videoUrlInvalid, { field: "video_url" });
  return stored;
};

/** `POST /jobs`: one job per address, their add-ons, and the order to pay; answers the post token. */
const createJobs = async ({ body, caller, deps }: HandlerInput<"jobs.create">) => {
  const companyId = companyOf(caller);
  const { videoUrl } = checkPayload(body);
  const description = sanitizeRichText(body.jobDescription);
  const zip = body.zipCode?.trim() || null;
  // Add-ons the poster did not subscribe are not bought: they are not stored on the job.
  const addons = body.addons
    .filter((addon) => addon.subscribed)
    .map((addon) => ({
      type: addon.addonType,
      cost: addonPrices[addon.addonType],
      url: addon.addonType === "hyperlink" ? (addon.externalUrl ?? null) : null,
    }));
  const cost = postedJobCost(body.addons);
  const token = `jpt_${randomBytes(24).toString("base64url")}`;
  const a = body.addresses;
  // One statement (atomic on its own): the post, its jobs in address order, their add-ons, the order and
  // its items. One round trip to the database instead of seven (POST /jobs is benchmarked, issue 16).
  const rows = await deps.db.query<{ id: number; addons: AddonRow[] }>(
    `with post as (
       insert into job_posts (company_id, created_by, token) values ($1, $2, $3) returning id
     ), new_jobs as (
       insert into jobs (company_id, post_id, employer_id, title, job_type, additional_experience, home_time,
              required_experience, job_description, driver_unload, expected_pay, salary_type, signon_bonus,
              starting_bonus, benefits, endorsements, video_url, auto_renew, cost,
              street1, city, state, country, postal_code, longitude, latitude)
       select $1, post.id, $2, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text[], $16::text[], $17, $18,
              $19, a.street1, a.city, a.state, a.country, a.postal_code, a.lng, a.lat
         from post,
              unnest($20::text[], $21::text[], $22::text[], $23::text[], $24::text[], $25::float8[], $26::float8[])
                with ordinality as a(street1, city, state, country, postal_code, lng, lat, n)
        order by a.n
       returning id
     ), new_addons as (
       insert into job_addons (job_id, addon_type, cost, external_url, paid_at)
       select j.id, t.type, t.cost, t.url, null
         from new_jobs j cross join unnest($27::text[], $28::numeric[], $29::text[]) as t(type, cost, url)
       returning id, job_id, addon_type, cost, renewable, subscribed, external_url, paid_at
     ), new_order as (
       insert into orders (company_id, paid_for, action_type, post_id, amount, created_by)
       select $1, 'post:' || post.id || ':new_job', 'new_job', post.id, $30, $2 from post
       returning id
     ), items as (
       insert into order_items (order_id, job_id, amount, addons)
       select o.id, j.id, $19, $27::text[] from new_order o cross join new_jobs j
     )
     select j.id, coalesce((select json_agg(x order by x.id) from new_addons x where x.job_id = j.id), '[]') as addons
       from new_jobs j order by j.id`,
    [
      companyId,
      caller.userId,
      token,
      body.title.trim(),
      body.jobType,
      body.additionalExperience,
      body.homeTime,
      body.requiredExperience,
      description,
      body.driverUnload,
      body.expectedPay,
      body.salaryType,
      body.signOnBonus,
      body.startingBonus,
      [...new Set(body.benefits)],
      [...new Set(body.endorsements)],
      videoUrl || null,
      body.autoRenew ?? false,
      cost,
      a.map((x) => x.street1?.trim() || null),
      a.map((x) => x.city.trim()),
      a.map((x) => x.state.trim()),
      a.map((x) => x.country.trim()),
      a.map((x) => x.postalCode?.trim() || zip),
      a.map((x) => x.coordinates[0]),
      a.map((x) => x.coordinates[1]),
      addons.map((x) => x.type),
      addons.map((x) => x.cost),
      addons.map((x) => x.url),
      cost * a.length,
    ],
  );
  const jobs = rows.map((row) => ({
    id: row.id,
    cost,
    addons: (typeof row.addons === "string" ? (JSON.parse(row.addons) as AddonRow[]) : row.addons).map(
      toAddon,
    ),
  }));
  return { data: { jobsPostToken: token, jobs } };
};

/** Which company's jobs the caller may read: their own, or (admins, internal users) the one asked for. */
export const readableCompany = (caller: Caller, asked: number | undefined): number | undefined => {
  if (hasAnyRole(caller.roles, anyCompanyRoles)) return asked;
  return companyOf(caller);
};

/**
 * Tag filters (jobs and applicants): `equals`/`in` match a tag's text (case-insensitive) or a company tag's
 * id; `ilike` a tag containing the text; `not_ilike` and `not_equals` no such tag. `links` names the link
 * table and its join (`job_tags x where x.job_id = j.id`); its `tag_id` joins the company's tags.
 */
export const tagClauses = (
  filters: readonly { field: string; operator: string; value: unknown }[],
  params: unknown[],
  links: string,
): string[] =>
  filters.map((filter) => {
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (values.length > 1000 || values.some((v) => typeof v !== "string" && typeof v !== "number")) {
      throw appError(Errors.filterTagsShape, { field: "filters" });
    }
    const exists = (condition: string, negate = false) =>
      `${negate ? "not " : ""}exists (select 1 from ${links} and exists (select 1 from company_tags ct where ct.id = x.tag_id and ${condition}))`;
    switch (filter.operator) {
      case "equals":
      case "in":
      case "not_equals": {
        params.push(values.map((v) => String(v).toLowerCase()));
        const texts = `$${params.length}::text[]`;
        return exists(
          `(lower(ct.tag) = any(${texts}) or ct.id::text = any(${texts}))`,
          filter.operator === "not_equals",
        );
      }
      case "ilike":
      case "not_ilike": {
        params.push(
          `%${String(values[0] ?? "")
            .slice(0, 50)
            .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        );
        return exists(`ct.tag ilike $${params.length}`, filter.operator === "not_ilike");
      }
      default:
        throw appErrorOf(ErrorFamilies.filterTagsOperator, [filter.operator], { field: "filters" });
    }
  });

/**
 * The ids and total of admins' job list pages, kept per value of the jobs change counter (migration 0018:
 * bumped by every statement that writes jobs) and per day (a job's status and boost depend on the date).
 * Counting every match of a common word over every company's jobs reads some 30,000 rows on the large
 * seed (about 65 ms); an admin paging through a search, or coming back to it, asks for the same again.
 */
const keptJobPages = makeKeptPages<{ readonly ids: readonly number[]; readonly total: number }>(500);

/** Fields read from other tables than jobs (which the jobs counter does not follow): such pages are not kept. */
const otherTablesFields = new Set(["tags", "total_applicants", "today_applicants"]);
const keepsPages = (
  filters: readonly { field: string }[] | undefined,
  orders: readonly { field: string }[] | undefined,
) => ![...(filters ?? []), ...(orders ?? [])].some((entry) => otherTablesFields.has(entry.field));

const listPage = async (
  deps: HandlerInput<"jobs.search">["deps"],
  companyId: number | undefined,
  filters: HandlerInput<"jobs.search">["body"]["filters"],
  orders: HandlerInput<"jobs.search">["body"]["orders"],
  query: { offset?: number; limit?: number },
) => {
  const page = pageOf(query, defaultPageSize);
  const params: unknown[] = [];
  const tagFilters = (filters ?? []).filter((filter) => filter.field === "tags");
  const where = [
    "j.deleted_at is null",
    ...whereClauses(
      (filters ?? []).filter((filter) => filter.field !== "tags"),
      jobColumns,
      params,
    ),
    ...tagClauses(tagFilters, params, "job_tags x where x.job_id = j.id"),
  ];
  // A company's own jobs are read first, by its index, and the filters apply to them (`offset 0` keeps the
  // filters out of that scan). After five runs PostgreSQL plans a statement once for any parameters, and
  // that generic plan combined the company's index with the title's trigram index, which for "driver"
  // reads all 230,000 jobs of the large seed: 40 ms a page instead of 1.6.
  let jobsOf = "jobs";
  if (companyId !== undefined) {
    params.push(companyId);
    jobsOf = `(select * from jobs where company_id = $${params.length} and deleted_at is null offset 0)`;
  }
  if ((orders ?? []).some((order) => order.field === "tags")) {
    throw appError(Errors.orderByTags, { field: "orders" });
  }
  const order = orderBy(orders, jobColumns, { field: "created_at", direction: "desc" }, "j.id desc");
  const condition = where.join(" and ");
  const countMatches = async () => {
    const [counted] = await deps.db.query<{ total: number }>(
      `select count(*)::integer as total from ${jobsOf} j where ${condition}`,
      params,
    );
    return counted?.total ?? 0;
  };
  const pageParams = [...params, page.take, page.skip];
  const idsAndTotal = `select j.id, count(*) over ()::integer as total from ${jobsOf} j
        where ${condition} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`;
  let rows: ListRow[];
  let total: number;
  if (companyId === undefined && keepsPages(filters, orders)) {
    // Every company's jobs (an admin's list): which jobs a page shows, and the search's total, are kept per
    // jobs change counter and day (see keptJobPages); the rows are read fresh for those ids.
    const kept = await keptJobPages(
      deps.db,
      await readCounterAndDay(deps.db, "jobs"),
      `${idsAndTotal}|${JSON.stringify(pageParams)}`,
      async () => {
        const found = await deps.db.query<{ id: number; total: number }>(idsAndTotal, pageParams);
        const ids = found.map((row) => row.id);
        return { value: { ids, total: found[0]?.total ?? (page.skip > 0 ? await countMatches() : 0) } };
      },
    );
    rows =
      kept.ids.length === 0
        ? []
        : await deps.db.query<ListRow>(
            // (A job removed since the ids were kept is left out: another request may have committed between.)
            `${listSelect} from jobs j where j.id = any($1::integer[]) and j.deleted_at is null
              order by array_position($1::integer[], j.id)`,
            [kept.ids],
          );
    total = kept.total;
  } else {
    // The page's ids and the total first, then the list's columns (their sub-queries: applicants, tags, the
    // add-ons) for those ten rows only. Computed beside the total, they ran for every match: 52 ms for a
    // company with 33,000 jobs on the large seed.
    rows = await deps.db.query<ListRow>(
      `${listSelect}, p.total from (${idsAndTotal}) p join jobs j on j.id = p.id order by ${order}`,
      pageParams,
    );
    total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page.skip > 0) total = await countMatches();
  }
  // Issue 17 (applicants): candidates counted by the candidates' rule (matching/candidateTotals.ts).
  return {
    data: await withCandidateTotals(deps.db, rows.map(toListItem), deps.driverPositions),
    pagination: { ...page, total },
  };
};

const searchJobs = async ({ body, query, caller, deps }: HandlerInput<"jobs.search">) => {
  const companyId = readableCompany(caller, undefined);
  return listPage(deps, companyId, body.filters, body.orders, query);
};

const listJobs = async ({ query, caller, deps }: HandlerInput<"jobs.list">) =>
  listPage(deps, readableCompany(caller, query.company_id), undefined, undefined, query);

interface DetailRow extends ListRow {
  company_id: number;
  job_type: string;
  additional_experience: string | null;
  home_time: string;
  required_experience: string;
  job_description: string;
  driver_unload: boolean;
  expected_pay: string;
  salary_type: string;
  signon_bonus: string;
  starting_bonus: string;
  benefits: string[];
  endorsements: string[];
  street1: string | null;
  country: string;
  postal_code: string | null;
  longitude: number;
  latitude: number;
  cost: string;
  video_url: string | null;
}

/** One job with everything of the detail; undefined when missing or (with `companyId`) another company's. */
export const readJobDetail = async (q: Queryable, id: number, companyId: number | undefined) => {
  const [row] = await q.query<DetailRow>(
    `${listSelect}, j.company_id, j.job_type, j.additional_experience, j.home_time, j.required_experience,
            j.job_description, j.driver_unload, j.expected_pay, j.salary_type, j.signon_bonus, j.starting_bonus,
            j.benefits, j.endorsements, j.street1, j.country, j.postal_code, j.longitude, j.latitude, j.cost,
            j.video_url
       from jobs j where j.id = $1 and j.deleted_at is null and ($2::integer is null or j.company_id = $2)`,
    [id, companyId ?? null],
  );
  if (!row) return undefined;
  const addons = await addonsOf(q, [row.id]);
  return {
    id: row.id,
    companyId: row.company_id,
    title: row.title,
    jobType: row.job_type,
    additionalExperience: row.additional_experience,
    homeTime: row.home_time,
    requiredExperience: row.required_experience,
    jobDescription: row.job_description,
    driverUnload: row.driver_unload,
    expectedPay: Number(row.expected_pay),
    salaryType: row.salary_type,
    signOnBonus: Number(row.signon_bonus),
    startingBonus: Number(row.starting_bonus),
    benefits: row.benefits,
    endorsements: row.endorsements,
    address: row.street1,
    city: row.city,
    state: row.state,
    coordinates: [row.longitude, row.latitude] as const,
    country: row.country,
    zipCode: row.postal_code,
    cost: Number(row.cost),
    addons: addons.map(toAddon),
    videoUrl: row.video_url,
    status: row.status,
    autoRenew: row.auto_renew,
    tags: tagsOf(row.tags),
    postingDate: row.posting_date,
    nextBillingDate: row.next_billing_date,
    expirationDate: row.expiration_date,
    boostActive: row.boost_active,
    boostRemainingDays: row.boost_remaining_days,
    renewalCanceledAt: row.renewal_canceled_at,
    renewalCancellationReason: row.renewal_cancellation_reason,
  };
};

/** One list item; undefined when missing or (with `companyId`) another company's. */
export const readListItem = async (q: Queryable, id: number, companyId: number | undefined) => {
  const [row] = await q.query<ListRow>(
    `${listSelect} from jobs j where j.id = $1 and j.deleted_at is null and ($2::integer is null or j.company_id = $2)`,
    [id, companyId ?? null],
  );
  return row ? (await withCandidateTotals(q, [toListItem(row)]))[0] : undefined;
};

/** Another company's job answers as a missing one: ids of other companies' jobs are not confirmed. */

const getJob = async ({ params, caller, deps }: HandlerInput<"jobs.get">) => {
  const detail = await readJobDetail(deps.db, params.id, readableCompany(caller, undefined));
  if (!detail) throw appError(Errors.jobNotFound);
  return { data: detail };
};

export const jobRoutes: Routes = {
  // Posting belongs to the company's own users (an admin posts while acting as one of them).
  "jobs.create": { access: roles(employerRoles), handle: createJobs },
  // The job section's roles (employer-work §2); company members see their own company's jobs only.
  "jobs.search": { access: roles(companyPortalRoles), handle: searchJobs },
  "jobs.list": { access: roles(companyPortalRoles), handle: listJobs },
  "jobs.get": { access: roles(companyPortalRoles), handle: getJob },
};
