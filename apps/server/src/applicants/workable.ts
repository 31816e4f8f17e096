import { adminRoles, hasAnyRole, RoleName } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import type { Caller } from "../http/context.ts";
import { companyOf } from "../jobs/rows.ts";

/** The job, when the caller may work it (their company's; admins any). */
export const workableJob = async (q: Queryable, caller: Caller, jobId: number) => {
  const companyId = hasAnyRole(caller.roles, adminRoles) ? null : companyOf(caller);
  const [job] = await q.query<{ id: number; company_id: number }>(
    "select id, company_id from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)",
    [jobId, companyId],
  );
  if (!job) throw appError(Errors.jobNotFound);
  return job;
};

/** An application the caller may work, with its job's company. */
export const workableApplication = async (q: Queryable, caller: Caller, applicationId: number) => {
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
export const companyTag = async (q: Queryable, companyId: number, tagId: number) => {
  const [tag] = await q.query<{ id: number; tag: string }>(
    "select id, tag from company_tags where id = $1 and company_id = $2",
    [tagId, companyId],
  );
  if (!tag) throw appError(Errors.tagNotFound);
  return tag;
};

/** The selected applications of the job; an id that is not one of its applications is refused. */
export const selectedOf = async (q: Queryable, jobId: number, ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  const [found] = await q.query<{ n: number }>(
    "select count(*)::integer as n from job_applications where job_id = $1 and id = any($2::integer[])",
    [jobId, unique],
  );
  if ((found?.n ?? 0) !== unique.length) throw appError(Errors.applicantNotFound, { field: "applicant_ids" });
  return unique;
};

export interface NoteRow {
  id: number;
  author_id: number | null;
  body: string;
  author_name: string | null;
  created_at: string;
}

/** A note is deleted by its author, a company admin of the company, or an admin. */
export const mayDeleteNote = (caller: Caller, authorId: number | null) =>
  authorId === caller.userId || hasAnyRole(caller.roles, [...adminRoles, RoleName.companyAdmin]);

export const toNote = (row: NoteRow, caller: Caller) => ({
  id: row.id,
  body: row.body,
  authorName: row.author_name,
  createdAt: row.created_at,
  canDelete: mayDeleteNote(caller, row.author_id),
});
