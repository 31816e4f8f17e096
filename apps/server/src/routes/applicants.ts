// Applicants and tags (employer-work §3 "Applicant", "Tag", §7 "Applicants and tags"; issue 17): a job's
// applicants with search and sort, the company's tags on applicants and jobs, and beyond the spec the
// pipeline stage, private notes and bulk actions. Everything is the caller's company's: another company's
// job, application, tag or note answers 404 (admins reach any company's jobs; internal users read them).
import {
  adminRoles,
  applicantCdl,
  applicantColumnLabels,
  applicantFlag,
  applicantStageLabels,
  applicantText,
  csvLine,
  defaultPageSize,
  employerRoles,
  formatDate,
  hasAnyRole,
  matchDriverToJob,
  matchPercent,
  RoleName,
} from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { companyPortalRoles, roles } from "../http/access.ts";
import type { Caller, HandlerInput, Routes } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { metersBetweenSql, metersPerMile } from "../matching/sql.ts";
import { applicantExportRules } from "../security/limits.ts";
import { companyOf, readableCompany, tagClauses } from "./jobs.ts";
import { jobWriterRoles } from "./jobWork.ts";
import { tagRowsOf } from "./rows.ts";

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

const applicantSelect = `select a.id, u.first_name, u.last_name, u.phone, u.email,
    to_char(a.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as applied_at,
    p.years_experience, (${distanceSql}) as distance, p.cdl_status, p.city, p.state, p.home_zip,
    coalesce(p.work_experiences, '{}') as work_experiences, p.owner_operator,
    coalesce(p.endorsements, '{}') as endorsements, a.stage,
    (select count(*) from application_notes n where n.application_id = a.id)::integer as notes_count,
    j.endorsements as job_endorsements, j.required_experience as job_required_experience,
    j.home_time as job_home_time, j.job_type, p.home_time, coalesce(p.job_types, '{}') as job_types,
    coalesce((select json_agg(json_build_object('id', ct.id, 'tag', ct.tag) order by lower(ct.tag))
       from application_tags x join company_tags ct on ct.id = x.tag_id where x.application_id = a.id), '[]') as tags`;

const applicantFrom = `from job_applications a join jobs j on j.id = a.job_id join users u on u.id = a.driver_id
  left join driver_profiles p on p.user_id = a.driver_id`;

interface ApplicantRow {
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

const toApplicant = (row: ApplicantRow) => ({
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
const readableJob = async (q: Queryable, caller: Caller, jobId: number) => {
  const companyId = readableCompany(caller, undefined);
  const [job] = await q.query<{ id: number; company_id: number }>(
    "select id, company_id from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)",
    [jobId, companyId ?? null],
  );
  if (!job) throw appError(Errors.jobNotFound);
  return job;
};

/** The job, when the caller may work it (their company's; admins any). */
const workableJob = async (q: Queryable, caller: Caller, jobId: number) => {
  const companyId = hasAnyRole(caller.roles, adminRoles) ? null : companyOf(caller);
  const [job] = await q.query<{ id: number; company_id: number }>(
    "select id, company_id from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)",
    [jobId, companyId],
  );
  if (!job) throw appError(Errors.jobNotFound);
  return job;
};

/** An application the caller may work, with its job's company. */
const workableApplication = async (q: Queryable, caller: Caller, applicationId: number) => {
  const companyId = hasAnyRole(caller.roles, adminRoles) ? null : companyOf(caller);
  const [row] = await q.query<{ id: number; job_id: number; company_id: number }>(
    `select a.id, a.job_id, j.company_id from job_applications a join jobs j on j.id = a.job_id
      where a.id = $1 and j.deleted_at is null and ($2::integer is null or j.company_id = $2)`,
    [applicationId, companyId],
  );
  if (!row) throw appError(Errors.applicantNotFound);
  return row;
};

/** A tag of `companyId`; another company's tag is not found. */
const companyTag = async (q: Queryable, companyId: number, tagId: number) => {
  const [tag] = await q.query<{ id: number; tag: string }>(
    "select id, tag from company_tags where id = $1 and company_id = $2",
    [tagId, companyId],
  );
  if (!tag) throw appError(Errors.tagNotFound);
  return tag;
};

type SearchBody = HandlerInput<"applicants.search">["body"];

/** The where clauses, order and parameters of a job's applicants under the search's filters and orders. */
const applicantQueryParts = (jobId: number, filters: SearchBody["filters"], orders: SearchBody["orders"]) => {
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

const applicantPage = async (
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

const listApplicants = async ({ params, query, caller, deps }: HandlerInput<"applicants.list">) => {
  await readableJob(deps.db, caller, params.id);
  return applicantPage(deps.db, params.id, undefined, undefined, query);
};

const searchApplicants = async ({ params, query, body, caller, deps }: HandlerInput<"applicants.search">) => {
  await readableJob(deps.db, caller, params.id);
  return applicantPage(deps.db, params.id, body.filters, body.orders, query);
};

/** The most rows one CSV export holds (a job with more is cut there; the last line says so). */
export const maxExportRows = 10_000;

const csvHeader = [
  applicantColumnLabels.name,
  applicantColumnLabels.stage,
  applicantColumnLabels.phone,
  applicantColumnLabels.email,
  applicantColumnLabels.applicationAt,
  applicantColumnLabels.yearsOfExperience,
  `${applicantColumnLabels.distance} (miles)`,
  `${applicantColumnLabels.match} (%)`,
  applicantColumnLabels.cdlStatus,
  applicantColumnLabels.city,
  applicantColumnLabels.state,
  applicantColumnLabels.zipCode,
  applicantColumnLabels.withinRange,
  applicantColumnLabels.ownerOperator,
  applicantColumnLabels.endorsements,
  applicantColumnLabels.workExperiences,
  applicantColumnLabels.tags,
];

/** One applicant as a CSV line: the screen's texts ('n/a', 'No CDL.', MM/DD/YYYY), numbers as numbers. */
const csvRowOf = (row: ReturnType<typeof toApplicant>) =>
  csvLine([
    `${row.firstName} ${row.lastName}`.trim(),
    applicantStageLabels[row.stage],
    applicantText(row.phone),
    applicantText(row.email),
    formatDate(row.applicationAt),
    applicantText(row.yearsOfExperience),
    row.distance === null ? applicantText(null) : row.distance.toFixed(2),
    matchPercent(row.match),
    applicantCdl(row.cdlStatus),
    applicantText(row.city),
    applicantText(row.state),
    applicantText(row.zipCode),
    applicantFlag(row.withinRange),
    applicantFlag(row.ownerOperator),
    applicantText(row.endorsements.join(", ")),
    applicantText(row.workExperiences.join(", ")),
    applicantText(row.tags.map((tag) => tag.tag).join(", ")),
  ]);

/**
 * The filtered list as a CSV file: the search's filters and orders, every page (up to `maxExportRows`),
 * quoted per RFC 4180 with formula cells neutralised (domain `csvCell`), UTF-8 with a byte-order mark so
 * spreadsheets read names with accents, and a file name naming the job and the day.
 */
const exportApplicants = async ({ params, body, caller, deps }: HandlerInput<"applicants.exportCsv">) => {
  await readableJob(deps.db, caller, params.id);
  await enforceLimits(deps, applicantExportRules(caller.userId));
  const { where, order, params: values } = applicantQueryParts(params.id, body.filters, body.orders);
  values.push(maxExportRows + 1);
  const rows = await deps.db.query<ApplicantRow>(
    `${applicantSelect} ${applicantFrom} where ${where.join(" and ")} order by ${order} limit $${values.length}`,
    values,
  );
  const lines = rows.slice(0, maxExportRows).map((row) => csvRowOf(toApplicant(row)));
  if (rows.length > maxExportRows)
    lines.push(csvLine([`Only the first ${maxExportRows} applicants are exported`]));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csvLine(csvHeader)}${lines.join("")}`, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applicants-job-${params.id}-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
};

/** The selected applications of the job; an id that is not one of its applications is refused. */
const selectedOf = async (q: Queryable, jobId: number, ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  const [found] = await q.query<{ n: number }>(
    "select count(*)::integer as n from job_applications where job_id = $1 and id = any($2::integer[])",
    [jobId, unique],
  );
  if ((found?.n ?? 0) !== unique.length) throw appError(Errors.applicantNotFound, { field: "applicant_ids" });
  return unique;
};

const setStage = async ({ params, body, caller, deps }: HandlerInput<"applicants.setStage">) => {
  await workableJob(deps.db, caller, params.id);
  const ids = await selectedOf(deps.db, params.id, body.applicantIds);
  const changed = await deps.db.query(
    `update job_applications set stage = $3, stage_changed_at = now(), stage_changed_by = $4
      where job_id = $1 and id = any($2::integer[]) and stage <> $3 returning id`,
    [params.id, ids, body.stage, caller.userId],
  );
  return { data: { updated: changed.length } };
};

const bulkTag = async ({ params, body, caller, deps }: HandlerInput<"applicants.bulkTag">) => {
  const job = await workableJob(deps.db, caller, params.id);
  await companyTag(deps.db, job.company_id, body.tagId);
  const ids = await selectedOf(deps.db, params.id, body.applicantIds);
  const changed =
    body.action === "attach"
      ? await deps.db.query(
          `insert into application_tags (application_id, tag_id) select unnest($1::integer[]), $2
           on conflict do nothing returning application_id`,
          [ids, body.tagId],
        )
      : await deps.db.query(
          "delete from application_tags where application_id = any($1::integer[]) and tag_id = $2 returning application_id",
          [ids, body.tagId],
        );
  return { data: { updated: changed.length } };
};

interface NoteRow {
  id: number;
  author_id: number | null;
  body: string;
  author_name: string | null;
  created_at: string;
}

const noteSelect = `select n.id, n.author_id, n.body, nullif(trim(u.first_name || ' ' || u.last_name), '') as author_name,
    to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
  from application_notes n left join users u on u.id = n.author_id`;

/** A note is deleted by its author, a company admin of the company, or an admin. */
const mayDeleteNote = (caller: Caller, authorId: number | null) =>
  authorId === caller.userId || hasAnyRole(caller.roles, [...adminRoles, RoleName.companyAdmin]);

const toNote = (row: NoteRow, caller: Caller) => ({
  id: row.id,
  body: row.body,
  authorName: row.author_name,
  createdAt: row.created_at,
  canDelete: mayDeleteNote(caller, row.author_id),
});

const listNotes = async ({ params, caller, deps }: HandlerInput<"applicants.notes">) => {
  await workableApplication(deps.db, caller, params.id);
  const rows = await deps.db.query<NoteRow>(
    `${noteSelect} where n.application_id = $1 order by n.created_at, n.id`,
    [params.id],
  );
  return { data: rows.map((row) => toNote(row, caller)) };
};

const addNote = async ({ params, body, caller, deps }: HandlerInput<"applicants.addNote">) => {
  const text = body.body.trim();
  if (text === "") throw appError(Errors.noteRequired, { field: "body" });
  await workableApplication(deps.db, caller, params.id);
  const [row] = await deps.db.query<NoteRow>(
    `with made as (insert into application_notes (application_id, author_id, body) values ($1, $2, $3) returning *)
     select n.id, n.author_id, n.body, nullif(trim(u.first_name || ' ' || u.last_name), '') as author_name,
            to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
       from made n left join users u on u.id = n.author_id`,
    [params.id, caller.userId, text],
  );
  if (!row) throw new Error("note not inserted");
  return { data: toNote(row, caller) };
};

const deleteNote = async ({ params, caller, deps }: HandlerInput<"applicants.deleteNote">) => {
  const [note] = await deps.db.query<{ application_id: number; author_id: number | null }>(
    "select application_id, author_id from application_notes where id = $1",
    [params.id],
  );
  if (!note) throw appError(Errors.noteNotFound);
  try {
    await workableApplication(deps.db, caller, note.application_id);
  } catch {
    throw appError(Errors.noteNotFound);
  }
  if (!mayDeleteNote(caller, note.author_id)) throw appError(Errors.noteNotYours);
  await deps.db.query("delete from application_notes where id = $1", [params.id]);
  return { data: null };
};

// Tags ------------------------------------------------------------------------------------------------

const listTags = async ({ caller, deps }: HandlerInput<"tags.list">) => {
  const rows = await deps.db.query<{ id: number; tag: string }>(
    "select id, tag from company_tags where company_id = $1 order by lower(tag), id",
    [companyOf(caller)],
  );
  return { data: rows };
};

/** Finds the company's tag with this text (any case) or makes it. */
const tagNamed = async (q: Queryable, companyId: number, text: string) => {
  const tag = text.trim();
  if (tag === "") throw appError(Errors.tagRequired, { field: "tag" });
  const [row] = await q.query<{ id: number; tag: string }>(
    `with made as (
       insert into company_tags (company_id, tag) values ($1, $2)
       on conflict (company_id, lower(tag)) do nothing returning id, tag
     )
     select id, tag from made
     union all
     select id, tag from company_tags where company_id = $1 and lower(tag) = lower($2)
     limit 1`,
    [companyId, tag],
  );
  if (!row) throw new Error("tag not made");
  return row;
};

const createTag = async ({ body, caller, deps }: HandlerInput<"tags.create">) => ({
  data: await tagNamed(deps.db, companyOf(caller), body.tag),
});

const attachTag = async ({ body, caller, deps }: HandlerInput<"tags.attachToApplicant">) => {
  const application = await workableApplication(deps.db, caller, body.applicantId);
  if (application.job_id !== body.jobId) throw appError(Errors.applicantNotFound, { field: "applicant_id" });
  await companyTag(deps.db, application.company_id, body.tagId);
  await deps.db.query(
    "insert into application_tags (application_id, tag_id) values ($1, $2) on conflict do nothing",
    [application.id, body.tagId],
  );
  return { data: null };
};

const detachTag = async ({ body, caller, deps }: HandlerInput<"tags.detachFromApplicant">) => {
  const application = await workableApplication(deps.db, caller, body.applicantId);
  if (body.cleanAll) {
    await deps.db.query("delete from application_tags where application_id = $1", [application.id]);
  } else {
    if (body.tagId === undefined) throw appError(Errors.tagToRemoveRequired, { field: "tag_id" });
    await companyTag(deps.db, application.company_id, body.tagId);
    await deps.db.query("delete from application_tags where application_id = $1 and tag_id = $2", [
      application.id,
      body.tagId,
    ]);
  }
  return { data: null };
};

/** Removes these tags (every tag when the list is empty) from every applicant of the job. */
const deleteApplicantTags = async ({
  params,
  body,
  caller,
  deps,
}: HandlerInput<"tags.deleteApplicantTags">) => {
  await workableJob(deps.db, caller, params.id);
  await deps.db.query(
    `delete from application_tags x using job_applications a
      where a.id = x.application_id and a.job_id = $1 and (cardinality($2::integer[]) = 0 or x.tag_id = any($2::integer[]))`,
    [params.id, [...new Set(body.tagIds)]],
  );
  return { data: null };
};

/** Tags a job with the company's tag of this text (made when new); answers the link (its id) and text. */
const addJobTag = async ({ params, body, caller, deps }: HandlerInput<"tags.addToJob">) => {
  const job = await workableJob(deps.db, caller, params.id);
  return deps.db.transaction(async (tx) => {
    const tag = await tagNamed(tx, job.company_id, body.tag);
    await tx.query("insert into job_tags (job_id, tag_id) values ($1, $2) on conflict do nothing", [
      job.id,
      tag.id,
    ]);
    const [link] = await tx.query<{ id: number }>(
      "select id from job_tags where job_id = $1 and tag_id = $2",
      [job.id, tag.id],
    );
    if (!link) throw new Error("job tag missing");
    return { data: { id: link.id, tag: tag.tag } };
  });
};

const removeJobTag = async ({ params, caller, deps }: HandlerInput<"tags.removeFromJob">) => {
  const [link] = await deps.db.query<{ job_id: number }>("select job_id from job_tags where id = $1", [
    params.id,
  ]);
  if (!link) throw appError(Errors.tagNotFound);
  try {
    await workableJob(deps.db, caller, link.job_id);
  } catch {
    throw appError(Errors.tagNotFound);
  }
  await deps.db.query("delete from job_tags where id = $1", [params.id]);
  return { data: null };
};

const removeAllJobTags = async ({ params, caller, deps }: HandlerInput<"tags.removeAllFromJob">) => {
  await workableJob(deps.db, caller, params.id);
  await deps.db.query("delete from job_tags where job_id = $1", [params.id]);
  return { data: null };
};

export const applicantRoutes: Routes = {
  // Reading applicants: the job section's roles (employer-work §2); internal users read any company's.
  "applicants.list": { access: roles(companyPortalRoles), handle: listApplicants },
  "applicants.search": { access: roles(companyPortalRoles), handle: searchApplicants },
  "applicants.exportCsv": { access: roles(companyPortalRoles), handle: exportApplicants },
  // Working them (stages, tags, private notes): the company's users, admins on any company's jobs.
  "applicants.setStage": { access: roles(jobWriterRoles), handle: setStage },
  "applicants.bulkTag": { access: roles(jobWriterRoles), handle: bulkTag },
  "applicants.notes": { access: roles(jobWriterRoles), handle: listNotes },
  "applicants.addNote": { access: roles(jobWriterRoles), handle: addNote },
  "applicants.deleteNote": { access: roles(jobWriterRoles), handle: deleteNote },
  // The company's own tags: its users (an admin while acting as one of them).
  "tags.list": { access: roles(employerRoles), handle: listTags },
  "tags.create": { access: roles(employerRoles), handle: createTag },
  "tags.attachToApplicant": { access: roles(jobWriterRoles), handle: attachTag },
  "tags.detachFromApplicant": { access: roles(jobWriterRoles), handle: detachTag },
  "tags.deleteApplicantTags": { access: roles(jobWriterRoles), handle: deleteApplicantTags },
  "tags.addToJob": { access: roles(jobWriterRoles), handle: addJobTag },
  "tags.removeFromJob": { access: roles(jobWriterRoles), handle: removeJobTag },
  "tags.removeAllFromJob": { access: roles(jobWriterRoles), handle: removeAllJobTags },
};
