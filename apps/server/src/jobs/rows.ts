import { hasAnyRole } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { anyCompanyRoles } from "../http/access.ts";
import type { Caller } from "../http/context.ts";
import type { SearchColumn } from "../http/search.ts";
import { isoOrNull, tagRowsOf } from "../routes/rows.ts";

/** The message for a caller who belongs to no company (admins post while acting as a company user). */

export const companyOf = (caller: Caller): number => {
  if (caller.companyId === null) throw appError(Errors.noCompanyForJobs);
  return caller.companyId;
};

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

export const jobColumns: Readonly<Record<string, SearchColumn>> = {
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

export const listSelect = `select j.id, j.employer_id, j.title, (${statusSql}) as status,
    ${isoDate("coalesce(j.posting_date, j.created_at::date)")} as posting_date,
    ${isoDate("j.next_billing_date")} as next_billing_date, ${isoDate("j.expiration_date")} as expiration_date,
    j.renewable, j.auto_renew, coalesce(j.boost_until >= current_date, false) as boost_active,
    ${isoTime("j.renewal_canceled_at")} as renewal_canceled_at, j.renewal_cancellation_reason, j.city, j.state,
    case when j.boost_until >= current_date then (j.boost_until - current_date)::integer end as boost_remaining_days,
    j.cost as list_cost, (${totalApplicantsSql}) as total_applicants, (${todayApplicantsSql}) as today_applicants,
    ${jobTagsSql} as tags`;

export interface ListRow {
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

export const tagsOf = (tags: ListRow["tags"]) => tagRowsOf(tags);

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

/** Which company's jobs the caller may read: their own, or (admins, internal users) the one asked for. */
export const readableCompany = (caller: Caller, asked: number | undefined): number | undefined => {
  if (hasAnyRole(caller.roles, anyCompanyRoles)) return asked;
  return companyOf(caller);
};
