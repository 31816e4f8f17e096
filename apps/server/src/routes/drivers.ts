// The drivers' side of the board (issue 19; contract Members): a driver's own profile, the job search,
// a job's page for drivers (counts a view), the hyperlink add-on's counted redirect, applying in one step
// (counts an application; the employer sees it at once with stage 'new') and the driver's applications.
// Every call reads and writes the caller's own rows only; no employer-only field leaves this file.
import {
  DriverText,
  defaultPageSize,
  type JobSearchSort,
  missingApplyFields,
  RoleName,
} from "@haulboard/domain";
import { onlyRow, type Queryable } from "../db/Database.ts";
import type { Deps } from "../deps.ts";
import { appError, Errors } from "../errors/catalogue.ts";
import { publicCall, roles } from "../http/access.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { HandlerInput, Routes } from "../http/context.ts";
import { countOnce, viewerKey } from "../http/countOnce.ts";
import {
  earthAtSql,
  featuredOf,
  featuredRankSql,
  matchScoreForDriverSql,
  metersBetweenSql,
  metersPerMile,
  openJobSql,
  type ProfileForMatch,
  reasonsOf,
  roundMiles,
  withinMetersSql,
} from "../matching/sql.ts";
import { mediaUrl } from "../mediaStore/urls.ts";
import { refuseUnderImpersonation } from "./auth/accounts.ts";

const driverOnly = roles([RoleName.driver]);

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

const profileOf = async (q: Queryable, userId: number): Promise<ProfileRow> => {
  const [row] = await q.query<ProfileRow>(
    `select cdl_status, years_experience, endorsements, job_types, home_time, home_zip, city, state, latitude,
            longitude, owner_operator, work_experiences
       from driver_profiles where user_id = $1`,
    [userId],
  );
  return row ?? emptyProfile;
};

const toProfile = (row: ProfileRow) => {
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

const forMatch = (row: ProfileRow): ProfileForMatch => ({
  endorsements: row.endorsements,
  yearsExperience: row.years_experience,
  homeTime: row.home_time,
  jobTypes: row.job_types,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** A ZIP's city, state and position from the offline gazetteer; a ZIP it does not know is refused. */
const placeOfZip = async (deps: Deps, zip: string) => {
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

const unique = <A>(items: readonly A[]): A[] => [...new Set(items)];

const getProfile = async ({ caller, deps }: HandlerInput<"members.getProfile">) => ({
  data: toProfile(await profileOf(deps.db, caller.userId)),
});

const updateProfile = async ({ caller, body, deps }: HandlerInput<"members.updateProfile">) => {
  const sets: Record<string, unknown> = {};
  if (body.cdlStatus !== undefined) sets.cdl_status = body.cdlStatus;
  if (body.yearsExperience !== undefined) sets.years_experience = body.yearsExperience;
  if (body.endorsements !== undefined) sets.endorsements = unique(body.endorsements);
  if (body.jobTypes !== undefined) sets.job_types = unique(body.jobTypes);
  if (body.homeTime !== undefined) sets.home_time = body.homeTime;
  if (body.ownerOperator !== undefined) sets.owner_operator = body.ownerOperator;
  if (body.workExperiences !== undefined) sets.work_experiences = unique(body.workExperiences);
  if (body.homeZip !== undefined) {
    const place = body.homeZip === null ? null : await placeOfZip(deps, body.homeZip);
    sets.home_zip = body.homeZip;
    sets.city = place?.city ?? null;
    sets.state = place?.state ?? null;
    sets.latitude = place?.latitude ?? null;
    sets.longitude = place?.longitude ?? null;
  }
  const columns = Object.keys(sets);
  const values = Object.values(sets);
  const casts: Record<string, string> = {
    years_experience: "integer",
    endorsements: "text[]",
    job_types: "text[]",
    work_experiences: "text[]",
    owner_operator: "boolean",
    latitude: "double precision",
    longitude: "double precision",
  };
  const placeholders = columns.map((column, index) => `$${index + 2}::${casts[column] ?? "text"}`);
  await deps.db.query(
    `insert into driver_profiles (user_id${columns.map((column) => `, ${column}`).join("")})
     values ($1${placeholders.map((p) => `, ${p}`).join("")})
     on conflict (user_id) do update set updated_at = now()${columns.map((column) => `, ${column} = excluded.${column}`).join("")}`,
    [caller.userId, ...values],
  );
  return { data: toProfile(await profileOf(deps.db, caller.userId)) };
};

interface JobRow {
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
const jobSelect = (origin: { lat: string; lon: string }, profile: string | null, driver: string) =>
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

const sortSql: Readonly<Record<JobSearchSort, string>> = {
  // Whole percents (what drivers see) and whole miles: equal ones go to the paid rank.
  match: "round(r.match * 100) desc, r.rank desc, r.miles asc nulls last, r.id desc",
  distance: "round(r.miles) asc nulls last, r.rank desc, r.match desc, r.id desc",
  pay: "r.expected_pay desc, r.rank desc, r.match desc, r.id desc",
  newest: "r.posted_at desc, r.rank desc, r.id desc",
};

const toSearchItem = (row: JobRow, profile: ProfileForMatch) => ({
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

/** `$n` parameters of the profile, in hb_match_score's order after the job's four. */
const profileParams = (profile: ProfileForMatch) => [
  profile.endorsements,
  profile.yearsExperience,
  profile.homeTime,
  profile.jobTypes,
];
const profileArgs = (first: number, milesSql: string) =>
  `$${first}::text[], $${first + 1}::integer, $${first + 2}::text, $${first + 3}::text[], ${milesSql}`;

const searchJobs = async ({ caller, body, deps }: HandlerInput<"members.searchJobs">) => {
  const row = await profileOf(deps.db, caller.userId);
  const profile = forMatch(row);
  const origin = body.zip
    ? await placeOfZip(deps, body.zip).catch(() => {
        throw appError(Errors.unknownZip, { field: "zip" });
      })
    : profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null;
  if (body.radius !== undefined && origin === null) {
    throw appError(Errors.zipForRadius, { field: "zip" });
  }
  // $1 lat, $2 lon, $3 driver; filters and the score's constants follow.
  const values: unknown[] = [origin?.latitude ?? null, origin?.longitude ?? null, caller.userId];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = [openJobSql("j")];
  if (body.text !== undefined && body.text.trim() !== "") {
    where.push(
      `j.driver_search @@ websearch_to_tsquery('english', ${add(body.text.replaceAll("\u0000", ""))})`,
    );
  }
  if (body.jobTypes?.length) where.push(`j.job_type = any(${add(body.jobTypes)}::text[])`);
  if (body.endorsements !== undefined) where.push(`j.endorsements <@ ${add(body.endorsements)}::text[]`);
  if (body.homeTimes?.length) where.push(`j.home_time = any(${add(body.homeTimes)}::text[])`);
  if (body.minPay !== undefined) where.push(`j.expected_pay >= ${add(body.minPay)}::numeric`);
  if (body.radius !== undefined) {
    const meters = add(body.radius * metersPerMile);
    where.push(withinMetersSql(earthAtSql("$1", "$2"), "j.earth_position", meters));
  }
  const skip = body.offset ?? 0;
  const take = body.limit ?? defaultPageSize;
  // The matching jobs with their miles (computed once: offset 0 keeps the query apart), then the score
  // written out inline for this driver (matchScoreForDriverSql: hb_match_score's value, without a
  // function call per job).
  const match = matchScoreForDriverSql(
    profile,
    {
      endorsements: "s.endorsements",
      requiredExperience: "s.required_experience",
      homeTime: "s.home_time",
      jobType: "s.job_type",
    },
    "s.miles",
    add,
  );
  const sql = `select *, count(*) over ()::integer as total from (
      select s.*, ${match} as match from (${jobSelect(
        { lat: "$1::double precision", lon: "$2::double precision" },
        null,
        "$3::integer",
      )}
      where ${where.join(" and ")} offset 0) s) r
      order by ${sortSql[body.sort ?? "match"]}`;
  const page = (limit: number, offset: number) =>
    deps.db.query<JobRow>(
      `${sql} limit $${values.length + 1}::integer offset $${values.length + 2}::integer`,
      [...values, limit, offset],
    );
  const rows = await page(take, skip);
  // Past the last page: the total still says how many there are.
  const total = rows[0]?.total ?? (skip > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0);
  return {
    data: rows.map((job) => toSearchItem(job, profile)),
    pagination: { skip, take, total },
  };
};

interface JobPageRow extends JobRow {
  company_logo: { fileName?: string } | null;
  job_description: string;
  video_url: string | null;
  signon_bonus: string;
  starting_bonus: string;
  driver_unload: boolean;
  benefits: string[];
  has_hyperlink: boolean;
}

const hyperlinkSql = `exists (select 1 from job_addons h where h.job_id = j.id and h.addon_type = 'hyperlink'
  and h.subscribed and h.paid_at is not null and h.external_url is not null)`;

const countStat = (q: Queryable, jobId: number, column: "views" | "applications" | "hyperlink_clicks") =>
  q.query(
    `insert into job_daily_stats (job_id, day, ${column}) values ($1, current_date, 1)
     on conflict (job_id, day) do update set ${column} = job_daily_stats.${column} + 1`,
    [jobId],
  );

const getJob = async ({ caller, params, c, deps }: HandlerInput<"members.getJob">) => {
  const profile = forMatch(await profileOf(deps.db, caller.userId));
  const base = jobSelect(
    { lat: "$2::double precision", lon: "$3::double precision" },
    profileArgs(4, "d.miles"),
    "$8::integer",
  );
  const [row] = await deps.db.query<JobPageRow>(
    `${base.replace(
      "select j.id,",
      `select c.logo as company_logo, j.job_description, j.video_url, j.signon_bonus, j.starting_bonus,
              j.driver_unload, j.benefits, ${hyperlinkSql} as has_hyperlink, j.id,`,
    )}
      where j.id = $1 and ${openJobSql("j")}`,
    [params.id, profile.latitude, profile.longitude, ...profileParams(profile), caller.userId],
  );
  if (!row) throw appError(Errors.jobNotFound);
  // One view per driver, job and UTC day (issue 36 #6): reloading the page does not inflate the figure.
  await deps.db.transaction(async (tx) => {
    if (await countOnce(tx, "job-view", row.id, viewerKey(deps, caller.userId, c, caller.address)))
      await countStat(tx, row.id, "views");
  });
  const item = toSearchItem(row, profile);
  const { applied: _applied, ...shown } = item;
  return {
    data: {
      ...shown,
      companyLogoUrl: row.company_logo?.fileName
        ? mediaUrl(deps.config, "logos", row.company_logo.fileName)
        : null,
      jobDescription: row.job_description,
      videoUrl: row.video_url,
      requiredExperience: row.required_experience,
      signonBonus: Number(row.signon_bonus),
      startingBonus: Number(row.starting_bonus),
      driverUnload: row.driver_unload,
      benefits: row.benefits,
      endorsements: row.endorsements,
      hasHyperlink: row.has_hyperlink,
      appliedAt: row.applied_at,
    },
  };
};

/**
 * Clicks counted once per viewer, job and UTC day (the anonymous viewer key: the link is followed without a
 * bearer token), and at most 3 an hour per address and job, so a script changing its user agent per
 * request does not inflate the employer's statistics either.
 */
const clickRule = (jobId: number, address: string) => ({
  key: `job-link:${jobId}|${address}`,
  limit: 3,
  windowSeconds: 3600,
});

const jobLink = async ({ params, c, deps }: HandlerInput<"members.jobLink">) => {
  const [row] = await deps.db.query<{ external_url: string }>(
    `select h.external_url from jobs j join job_addons h on h.job_id = j.id and h.addon_type = 'hyperlink'
       where j.id = $1 and h.subscribed and h.paid_at is not null and h.external_url is not null and ${openJobSql("j")}`,
    [params.id],
  );
  if (!row) throw appError(Errors.noHyperlink);
  const url = new URL(row.external_url);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw appError(Errors.noHyperlink);
  const address = clientAddress(c, deps.config.trustProxy);
  const first = await countOnce(deps.db, "job-link", params.id, viewerKey(deps, null, c, address));
  if (first && (await deps.rateLimiter.take([clickRule(params.id, address)])).allowed)
    await countStat(deps.db, params.id, "hyperlink_clicks");
  return c.redirect(url.href, 302);
};

interface ApplicationRow {
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

const applicationSelect = `select a.id, a.job_id, j.title, c.company_name, j.city, j.state,
    to_char(a.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as applied_at,
    (${openJobSql("j")}) as open
  from job_applications a join jobs j on j.id = a.job_id join companies c on c.id = j.company_id`;

const toApplication = (row: ApplicationRow) => ({
  id: row.id,
  jobId: row.job_id,
  title: row.title,
  companyName: row.company_name,
  city: row.city,
  state: row.state,
  appliedAt: row.applied_at,
  jobStatus: row.open ? ("Open" as const) : ("Closed" as const),
});

const apply = async ({ caller, params, deps }: HandlerInput<"members.apply">) => {
  // An admin acting as a driver does not apply in the driver's name.
  refuseUnderImpersonation(caller);
  const profile = toProfile(await profileOf(deps.db, caller.userId));
  const applicationId = await deps.db.transaction(async (tx) => {
    const [job] = await tx.query<{ id: number }>(
      `select j.id from jobs j where j.id = $1 and ${openJobSql("j")}`,
      [params.id],
    );
    if (!job) throw appError(Errors.jobNotFound);
    if (profile.missingForApply.length > 0) {
      throw appError(Errors.profileIncomplete, {
        entries: profile.missingForApply.map((field) => ({ message: DriverText.profileIncomplete, field })),
      });
    }
    const [created] = await tx.query<{ id: number }>(
      `insert into job_applications (job_id, driver_id) values ($1, $2)
       on conflict (job_id, driver_id) do nothing returning id`,
      [params.id, caller.userId],
    );
    if (!created) throw appError(Errors.alreadyApplied);
    await countStat(tx, params.id, "applications");
    return created.id;
  });
  const rows = await deps.db.query<ApplicationRow>(`${applicationSelect} where a.id = $1`, [applicationId]);
  return { data: toApplication(onlyRow(rows, "the new application")) };
};

const listApplications = async ({ caller, query, deps }: HandlerInput<"members.listApplications">) => {
  const skip = query?.offset ?? 0;
  const take = query?.limit ?? defaultPageSize;
  const rows = await deps.db.query<ApplicationRow>(
    `${applicationSelect.replace("as open", "as open, count(*) over ()::integer as total")}
      where a.driver_id = $1 order by a.applied_at desc, a.id desc limit $2 offset $3`,
    [caller.userId, take, skip],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      "select count(*)::integer as total from job_applications where driver_id = $1",
      [caller.userId],
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toApplication), pagination: { skip, take, total } };
};

export const driverRoutes: Routes = {
  "members.getProfile": { access: driverOnly, handle: getProfile },
  "members.updateProfile": { access: driverOnly, handle: updateProfile },
  "members.searchJobs": { access: driverOnly, handle: searchJobs },
  "members.getJob": { access: driverOnly, handle: getJob },
  // Public: the button is a plain link the browser follows (no bearer token); clicks are rate-counted.
  "members.jobLink": { access: publicCall, handle: jobLink },
  "members.apply": { access: driverOnly, handle: apply },
  "members.listApplications": { access: driverOnly, handle: listApplications },
};
