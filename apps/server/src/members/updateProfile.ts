import type { HandlerInput, Route } from "../http/context.ts";
import { driverOnly, placeOfZip, profileOf, toProfile } from "./rows.ts";

const unique = <A>(items: readonly A[]): A[] => [...new Set(items)];

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

export const updateProfileRoute: Route<"members.updateProfile"> = {
  access: driverOnly,
  handle: updateProfile,
};
