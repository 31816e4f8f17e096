// Candidates (employer-work §2 "Job candidates", §7; issue 17 "Candidates"): drivers matched to one of the
// company's jobs by the same rule as the drivers' search (migration 0008 hb_match_score). Only what the
// card shows is read: never a name, email, phone or street (the screen shows fixed blurred placeholders).
import {
  CdlStatus,
  candidateLimit,
  candidateRangeMiles,
  Experience,
  hasAnyRole,
  RoleName,
  WorkExperience,
} from "@haulboard/domain";
import { anyCompanyRoles, companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Routes } from "../http/context.ts";
import { HttpError } from "../http/errors.ts";
import {
  earthAtSql,
  matchScoreForJobSql,
  metersBetweenSql,
  metersPerMile,
  reasonsOf,
  roundMiles,
  withinMetersSql,
} from "../matching/sql.ts";

interface CandidateRow {
  user_id: number;
  cdl_status: string | null;
  years_experience: number | null;
  endorsements: string[];
  job_types: string[];
  home_time: string | null;
  city: string | null;
  work_experiences: string[];
  miles: number | null;
  match: number;
  total: number;
}

interface JobRow {
  id: number;
  endorsements: string[];
  required_experience: string;
  home_time: string;
  job_type: string;
  latitude: number;
  longitude: number;
}

/** Years as the experience codes read them ("2+ Years"); under a year, the CDL school graduate's. */
const experienceOf = (years: number | null): string | null => {
  if (years === null) return null;
  if (years >= 2) return Experience.labelOf("Y2");
  if (years >= 1) return Experience.labelOf("Y1");
  return Experience.labelOf("CS");
};

const listCandidates = async ({ caller, params, query, deps }: HandlerInput<"candidates.list">) => {
  const companyId = hasAnyRole(caller.roles, anyCompanyRoles) ? null : caller.companyId;
  if (companyId === null && !hasAnyRole(caller.roles, anyCompanyRoles))
    throw new HttpError(404, "Job not found");
  const [job] = await deps.db.query<JobRow>(
    `select id, endorsements, required_experience, home_time, job_type, latitude, longitude from jobs
      where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)`,
    [params.id, companyId],
  );
  // Another company's job answers as a missing one.
  if (!job) throw new HttpError(404, "Job not found");
  const skip = query?.offset ?? 0;
  // At most 10 cards: contact details are never sold here, so no more than a screenful is sent.
  const take = Math.min(query?.limit ?? candidateLimit, candidateLimit);
  const withinRange = query?.distance_limit === "true";
  // $1–$2 the job's position, $3 within range, $4 the range, $5 take, $6 skip; the score's constants follow.
  const values: unknown[] = [
    job.latitude,
    job.longitude,
    withinRange,
    candidateRangeMiles * metersPerMile,
    take,
    skip,
  ];
  const bind = (value: unknown) => `$${values.push(value)}`;
  // Miles are computed once per driver in the inner query (offset 0 keeps it apart), then the score is
  // written out inline (matchScoreForJobSql): the same order as hb_match_score, at a fraction of the cost.
  const match = matchScoreForJobSql(
    {
      endorsements: job.endorsements,
      requiredExperience: job.required_experience,
      homeTime: job.home_time,
      jobType: job.job_type,
    },
    {
      endorsements: "x.endorsements",
      yearsExperience: "x.years_experience",
      homeTime: "x.home_time",
      jobTypes: "x.job_types",
    },
    "x.miles",
    bind,
  );
  const rows = await deps.db.query<CandidateRow>(
    `select x.*, ${match} as match, count(*) over ()::integer as total
       from (select p.user_id, p.cdl_status, p.years_experience, p.endorsements, p.job_types, p.home_time, p.city,
                    p.work_experiences,
                    ${metersBetweenSql("c.at", "p.earth_position")} / ${metersPerMile} as miles
               from driver_profiles p
               join users u on u.id = p.user_id and u.deleted_at is null and u.active
               cross join (select ${earthAtSql("$1", "$2")} as at) c
              where exists (select 1 from user_roles r where r.user_id = p.user_id and r.role = '${RoleName.driver}')
                and ($3::boolean is false or (
                  p.earth_position is not null and ${withinMetersSql("c.at", "p.earth_position", "$4")}))
             offset 0) x
      order by match desc, x.miles asc nulls last, x.user_id
      limit $5 offset $6`,
    values,
  );
  const forJob = {
    endorsements: job.endorsements,
    requiredExperience: job.required_experience,
    homeTime: job.home_time,
    jobType: job.job_type,
  };
  return {
    data: rows.map((row) => ({
      id: row.user_id,
      experience: experienceOf(row.years_experience),
      distance: roundMiles(row.miles),
      cdlStatus: CdlStatus.isCode(row.cdl_status) ? CdlStatus.labelOf(row.cdl_status) : null,
      jobMatching: row.match,
      workExperiences: row.work_experiences.flatMap((code) =>
        WorkExperience.isCode(code) ? [WorkExperience.labelOf(code)] : [],
      ),
      yearsOfExperience: row.years_experience,
      city: row.city,
      reasons: reasonsOf(
        {
          endorsements: row.endorsements,
          yearsExperience: row.years_experience,
          homeTime: row.home_time,
          jobTypes: row.job_types,
        },
        forJob,
        row.miles,
      ),
    })),
    pagination: { skip, take, total: rows[0]?.total ?? 0 },
  };
};

export const candidateRoutes: Routes = {
  // The job section's roles; a company member reaches only their own company's jobs (checked above).
  "candidates.list": { access: roles(companyPortalRoles), handle: listCandidates },
};
