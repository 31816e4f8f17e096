import {
  CdlStatus,
  candidateLimit,
  candidateRangeMiles,
  Experience,
  hasAnyRole,
  WorkExperience,
} from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { anyCompanyRoles, companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { metersPerMile, reasonsOf, roundMiles } from "../matching/sql.ts";

interface CardRow {
  user_id: number;
  cdl_status: string | null;
  years_experience: number | null;
  endorsements: string[];
  job_types: string[];
  home_time: string | null;
  city: string | null;
  work_experiences: string[];
}

export interface JobRow {
  id: number;
  endorsements: string[];
  required_experience: string;
  home_time: string;
  job_type: string;
  x: number | null;
  y: number | null;
  z: number | null;
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
  if (companyId === null && !hasAnyRole(caller.roles, anyCompanyRoles)) throw appError(Errors.jobNotFound);
  const [job] = await deps.db.query<JobRow>(
    `select id, endorsements, required_experience, home_time, job_type, cube_ll_coord(earth_position, 1) as x,
            cube_ll_coord(earth_position, 2) as y, cube_ll_coord(earth_position, 3) as z
       from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)`,
    [params.id, companyId],
  );
  // Another company's job answers as a missing one.
  if (!job) throw appError(Errors.jobNotFound);
  const skip = query?.offset ?? 0;
  // At most 10 cards: contact details are never sold here, so no more than a screenful is sent.
  const take = Math.min(query?.limit ?? candidateLimit, candidateLimit);
  const withinRange = query?.distance_limit === "true";
  const forJob = {
    endorsements: job.endorsements,
    requiredExperience: job.required_experience,
    homeTime: job.home_time,
    jobType: job.job_type,
  };
  // Ranked in memory (matching/driverIndex.ts), then the page's cards read by id.
  const ranked = await deps.driverIndex.rank(
    deps.db,
    {
      ...forJob,
      position: job.x === null || job.y === null || job.z === null ? null : [job.x, job.y, job.z],
    },
    { skip, take, ...(withinRange ? { withinMeters: candidateRangeMiles * metersPerMile } : {}) },
  );
  const cards = await deps.db.query<CardRow>(
    `select p.user_id, p.cdl_status, p.years_experience, p.endorsements, p.job_types, p.home_time, p.city,
            p.work_experiences
       from driver_profiles p where p.user_id = any($1::integer[])`,
    [ranked.drivers.map((driver) => driver.userId)],
  );
  const cardOf = new Map(cards.map((card) => [card.user_id, card]));
  const rows = ranked.drivers.flatMap((driver) => {
    const card = cardOf.get(driver.userId);
    return card ? [{ ...card, miles: driver.miles, match: driver.match }] : [];
  });
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
    pagination: { skip, take, total: ranked.total },
  };
};

// The job section's roles; a company member reaches only their own company's jobs (checked above).
export const listRoute: Route<"candidates.list"> = {
  access: roles(companyPortalRoles),
  handle: listCandidates,
};
