import { missingApplyFields, RoleName } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import {
  earthAtSql,
  featuredOf,
  featuredRankSql,
  metersBetweenSql,
  metersPerMile,
  openJobSql,
  type ProfileForMatch,
  reasonsOf,
  roundMiles,
} from "../matching/sql.ts";

export const driverOnly = roles([RoleName.driver]);

interface ProfileRow {
  cdl_status: string | null;
  years_experience: number | null;
  endorsements: string[];
  job_types: string[];
  home_time: string | null;
  home_zip: string | null;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  owner_operator: boolean | null;
  work_experiences: string[];
}

const emptyProfile: ProfileRow = {
  cdl_status: null,
  years_experience: null,
  endorsements: [],
  job_types: [],
  home_time: null,
  home_zip: null,
  city: null,
  state: null,
  latitude: null,
  longitude: null,
  owner_operator: null,
  work_experiences: [],
};

export const profileOf = async (q: Queryable, userId: number): Promise<ProfileRow> => {
  const [row] = await q.query<ProfileRow>(
    `select cdl_status, years_experience, endorsements, job_types, home_time, home_zip, city, state, latitude,
            longitude, owner_operator, work_experiences
       from driver_profiles where user_id = $1`,
    [userId],
  );
  return row ?? emptyProfile;
};

export const toProfile = (row: ProfileRow) => {
  const profile = {
    cdlStatus: row.cdl_status,
    yearsExperience: row.years_experience,
    endorsements: row.endorsements,
    jobTypes: row.job_types,
    homeTime: row.home_time,
    homeZip: row.home_zip,
    city: row.city,
    state: row.state,
    ownerOperator: row.owner_operator,
    workExperiences: row.work_experiences,
  };
  return { ...profile, missingForApply: missingApplyFields(profile) };
};

export const forMatch = (row: ProfileRow): ProfileForMatch => ({
  endorsements: row.endorsements,
  yearsExperience: row.years_experience,
  homeTime: row.home_time,
  jobTypes: row.job_types,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** A ZIP's city, state and position from the offline gazetteer; a ZIP it does not know is refused. */
export const placeOfZip = async (deps: Deps, zip: string) => {
  const place = await deps.places.geocode({ address: zip });
  if (!place || place.components.postal_code !== zip) {
    throw appError(Errors.unknownZip, { field: "homeZip" });
  }
  const [longitude, latitude] = place.coordinates;
  return {
    city: place.components.locality ?? null,
    state: place.components.administrative_area_level_1 ?? null,
    latitude,
    longitude,
  };
};

export interface JobRow {
  id: number;
  title: string;
  company_name: string;
  city: string;
  state: string;
  job_type: string;
  home_time: string;
  required_experience: string;
  endorsements: string[];
  expected_pay: string;
  salary_type: string;
  posted_at: string;
  miles: number | null;
  match: number;
  rank: number;
  applied_at: string | null;
  total?: number;
}

/** The columns a driver may read of a job, with distance, score, rank and the caller's application. */
export const jobSelect = (origin: { lat: string; lon: string }, profile: string | null, driver: string) =>
  `select j.id, j.title, c.company_name, j.city, j.state, j.job_type, j.home_time, j.required_experience,
          j.endorsements, j.expected_pay, j.salary_type,
          to_char(coalesce(j.posting_date, j.created_at::date), 'YYYY-MM-DD') as posted_at, d.miles,
          ${
            // The search writes the score out itself (searchJobs): null leaves the column out here.
            profile === null
              ? ""
              : `hb_match_score(j.endorsements, j.required_experience, j.home_time, j.job_type,
                         ${profile}) as match,`
          }
          ${featuredRankSql("j")} as rank,
          (select to_char(a.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
             from job_applications a where a.job_id = j.id and a.driver_id = ${driver}) as applied_at
     from jobs j join companies c on c.id = j.company_id
     cross join lateral (select case when ${origin.lat}::double precision is null then null
       else ${metersBetweenSql(earthAtSql(origin.lat, origin.lon), "j.earth_position")} / ${metersPerMile}
       end as miles) d`;

export const toSearchItem = (row: JobRow, profile: ProfileForMatch) => ({
  id: row.id,
  title: row.title,
  companyName: row.company_name,
  city: row.city,
  state: row.state,
  jobType: row.job_type,
  homeTime: row.home_time,
  expectedPay: Number(row.expected_pay),
  salaryType: row.salary_type,
  distance: roundMiles(row.miles),
  match: row.match,
  reasons: reasonsOf(
    profile,
    {
      endorsements: row.endorsements,
      requiredExperience: row.required_experience,
      homeTime: row.home_time,
      jobType: row.job_type,
    },
    row.miles,
  ),
  featured: featuredOf(row.rank),
  postedAt: row.posted_at,
  applied: row.applied_at !== null,
});

export const countStat = (
  q: Queryable,
  jobId: number,
  column: "views" | "applications" | "hyperlink_clicks",
) =>
  q.query(
    `insert into job_daily_stats (job_id, day, ${column}) values ($1, current_date, 1)
     on conflict (job_id, day) do update set ${column} = job_daily_stats.${column} + 1`,
    [jobId],
  );

export interface ApplicationRow {
  id: number;
  job_id: number;
  title: string;
  company_name: string;
  city: string;
  state: string;
  applied_at: string;
  open: boolean;
  total?: number;
}

export const applicationSelect = `select a.id, a.job_id, j.title, c.company_name, j.city, j.state,
    to_char(a.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as applied_at,
    (${openJobSql("j")}) as open
  from job_applications a join jobs j on j.id = a.job_id join companies c on c.id = j.company_id`;

export const toApplication = (row: ApplicationRow) => ({
  id: row.id,
  jobId: row.job_id,
  title: row.title,
  companyName: row.company_name,
  city: row.city,
  state: row.state,
  appliedAt: row.applied_at,
  jobStatus: row.open ? ("Open" as const) : ("Closed" as const),
});
