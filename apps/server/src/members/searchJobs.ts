import { defaultPageSize, type JobSearchSort } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import {
  earthAtSql,
  matchScoreForDriverSql,
  metersPerMile,
  openJobSql,
  withinMetersSql,
} from "../matching/sql.ts";
import { driverOnly, forMatch, type JobRow, jobSelect, placeOfZip, profileOf, toSearchItem } from "./rows.ts";

const sortSql: Readonly<Record<JobSearchSort, string>> = {
  // Whole percents (what drivers see) and whole miles: equal ones go to the paid rank.
  match: "round(r.match * 100) desc, r.rank desc, r.miles asc nulls last, r.id desc",
  distance: "round(r.miles) asc nulls last, r.rank desc, r.match desc, r.id desc",
  pay: "r.expected_pay desc, r.rank desc, r.match desc, r.id desc",
  newest: "r.posted_at desc, r.rank desc, r.id desc",
};

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

export const searchJobsRoute: Route<"members.searchJobs"> = { access: driverOnly, handle: searchJobs };
