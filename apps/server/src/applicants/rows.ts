import { defaultPageSize, matchDriverToJob } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller, HandlerInput } from "../http/context.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { tagClauses } from "../jobs/listPage.ts";
import { readableCompany } from "../jobs/rows.ts";
import { metersBetweenSql, metersPerMile } from "../matching/sql.ts";
import { tagRowsOf } from "../routes/rows.ts";

/** Drivers within this many miles of the job are "within range" (ours: the spec shows no radius). */
export const applicantRangeMiles = 250;

/** Miles from the driver's home to the job (earthdistance); null when the driver has no position. */
const distanceSql = `${metersBetweenSql("j.earth_position", "p.earth_position")} / ${metersPerMile}`;

/**
 * How well the applicant fits the job, 0 to 1: the drivers' matching rule (domain `matchDriverToJob`, its SQL
 * twin `hb_match_score` of migration 0008: endorsements, experience, home time, job type and distance), the
 * same score the candidates screen and the drivers' search show. An applicant without a profile scores 0.
 */
const matchSql = `coalesce(hb_match_score(j.endorsements, j.required_experience, j.home_time, j.job_type,
    p.endorsements, p.years_experience, p.home_time, p.job_types, (${distanceSql})), 0)`;

const applicantColumns: Readonly<Record<string, SearchColumn>> = {
  full_name: { sql: "(u.first_name || ' ' || u.last_name)", kind: "text", notNull: true },
  email: { sql: "u.email", kind: "text", notNull: true },
  phone: { sql: "u.phone", kind: "text" },
  city: { sql: "p.city", kind: "text" },
  state: { sql: "p.state", kind: "text" },
  application_at: { sql: "a.applied_at", kind: "date" },
  years_of_experience: { sql: "p.years_experience", kind: "number" },
  distance: { sql: `(${distanceSql})`, kind: "number" },
  stage: { sql: "a.stage", kind: "text", notNull: true },
  match: { sql: `(${matchSql})`, kind: "number" },
};

const cdlLabels: Readonly<Record<string, string | null>> = {
  none: null,
  permit: "CDL permit",
  class_a: "Class A CDL",
  class_b: "Class B CDL",
  class_c: "Class C CDL",
};

export const applicantSelect = `select a.id, u.first_name, u.last_name, u.phone, u.email,
    to_char(a.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as applied_at,
    p.years_experience, (${distanceSql}) as distance, p.cdl_status, p.city, p.state, p.home_zip,
    coalesce(p.work_experiences, '{}') as work_experiences, p.owner_operator,
    coalesce(p.endorsements, '{}') as endorsements, a.stage,
    (select count(*) from application_notes n where n.application_id = a.id)::integer as notes_count,
    j.endorsements as job_endorsements, j.required_experience as job_required_experience,
    j.home_time as job_home_time, j.job_type, p.home_time, coalesce(p.job_types, '{}') as job_types,
    coalesce((select json_agg(json_build_object('id', ct.id, 'tag', ct.tag) order by lower(ct.tag))
       from application_tags x join company_tags ct on ct.id = x.tag_id where x.application_id = a.id), '[]') as tags`;

export const applicantFrom = `from job_applications a join jobs j on j.id = a.job_id join users u on u.id = a.driver_id
  left join driver_profiles p on p.user_id = a.driver_id`;

export interface ApplicantRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string;
  applied_at: string;
  years_experience: number | null;
  distance: number | null;
  cdl_status: string | null;
  city: string | null;
  state: string | null;
  home_zip: string | null;
  work_experiences: string[];
  owner_operator: boolean | null;
  endorsements: string[];
  stage: "new" | "reviewed" | "contacted" | "interview" | "hired" | "rejected";
  notes_count: number;
  job_endorsements: string[];
  job_required_experience: string;
  job_home_time: string;
  job_type: string;
  home_time: string | null;
  job_types: string[];
  tags: string | { id: number; tag: string }[];
  total?: number;
}

/**
 * The applicant's match (the `match` column's rule, `matchSql`), scored here for the rows of a page: the
 * domain rule the SQL function mirrors gives the same score from the same columns (an applicant without a
 * profile has no endorsements, experience, home time, job types nor distance, as in SQL), and costs the
 * database nothing (it was a quarter of an applicant search's database time on the large seed). The
 * database still scores every row when the list is sorted by match.
 */
const matchOf = (row: ApplicantRow) =>
  matchDriverToJob(
    {
      endorsements: row.endorsements,
      yearsExperience: row.years_experience,
      homeTime: row.home_time,
      jobTypes: row.job_types,
    },
    {
      endorsements: row.job_endorsements,
      requiredExperience: row.job_required_experience,
      homeTime: row.job_home_time,
      jobType: row.job_type,
    },
    row.distance,
  ).score;

export const toApplicant = (row: ApplicantRow) => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  email: row.email,
  applicationAt: row.applied_at,
  yearsOfExperience: row.years_experience,
  distance: row.distance === null ? null : Math.round(row.distance * 100) / 100,
  cdlStatus: row.cdl_status ? (cdlLabels[row.cdl_status] ?? null) : null,
  city: row.city,
  state: row.state,
  zipCode: row.home_zip,
  // The profile keeps no street address nor birth date (migration 0006): always missing ('n/a').
  street1: null,
  street2: null,
  workExperiences: row.work_experiences,
  birthDate: null,
  withinRange: row.distance !== null && row.distance <= applicantRangeMiles,
  ownerOperator: row.owner_operator,
  endorsements: row.endorsements,
  tags: tagRowsOf(row.tags),
  stage: row.stage,
  notesCount: row.notes_count,
  match: matchOf(row),
});

/** The job, when the caller may read it (their company's; admins and internal users any). */
export const readableJob = async (q: Queryable, caller: Caller, jobId: number) => {
  const companyId = readableCompany(caller, undefined);
  const [job] = await q.query<{ id: number; company_id: number }>(
    "select id, company_id from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)",
    [jobId, companyId ?? null],
  );
  if (!job) throw appError(Errors.jobNotFound);
  return job;
};

type SearchBody = HandlerInput<"applicants.search">["body"];

/** The where clauses, order and parameters of a job's applicants under the search's filters and orders. */
export const applicantQueryParts = (
  jobId: number,
  filters: SearchBody["filters"],
  orders: SearchBody["orders"],
) => {
  const params: unknown[] = [jobId];
  const all = filters ?? [];
  const keywordClauses = all
    .filter((filter) => filter.field === "keyword")
    .map((filter) => {
      if (typeof filter.value !== "string" && typeof filter.value !== "number") {
        throw appError(Errors.filterKeywordShape, { field: "filters" });
      }
      const text = String(filter.value)
        .trim()
        .slice(0, 100)
        .replace(/[\\%_]/g, (c) => `\\${c}`);
      params.push(`%${text}%`);
      const n = `$${params.length}`;
      return `((u.first_name || ' ' || u.last_name) ilike ${n} or u.email ilike ${n} or coalesce(u.phone, '') ilike ${n}
        or regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g') ilike ${n} or coalesce(p.city, '') ilike ${n})`;
    });
  const where = [
    "a.job_id = $1",
    ...whereClauses(
      all.filter((filter) => filter.field !== "tags" && filter.field !== "keyword"),
      applicantColumns,
      params,
    ),
    ...tagClauses(
      all.filter((filter) => filter.field === "tags"),
      params,
      "application_tags x where x.application_id = a.id",
    ),
    ...keywordClauses,
  ];
  if ((orders ?? []).some((order) => order.field === "tags" || order.field === "keyword")) {
    throw appError(Errors.orderFieldUnsortable, { field: "orders" });
  }
  // Distance and match sort with unknown values last in both directions.
  const order = orderBy(
    orders,
    applicantColumns,
    { field: "application_at", direction: "desc" },
    "a.id desc",
  ).replace(/ (asc|desc)(?=,|$)/g, " $1 nulls last");
  return { where, order, params };
};

export const applicantPage = async (
  q: Queryable,
  jobId: number,
  filters: SearchBody["filters"],
  orders: SearchBody["orders"],
  query: { offset?: number; limit?: number } | undefined,
) => {
  const page = pageOf(query, defaultPageSize);
  const { where, order, params } = applicantQueryParts(jobId, filters, orders);
  params.push(page.take, page.skip);
  const rows = await q.query<ApplicantRow>(
    `${applicantSelect}, count(*) over ()::integer as total ${applicantFrom}
      where ${where.join(" and ")} order by ${order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await q.query<{ total: number }>(
      `select count(*)::integer as total ${applicantFrom}
        where ${where.join(" and ")}`,
      params.slice(0, -2),
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toApplicant), pagination: { ...page, total } };
};
