import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { countOnce, viewerKey } from "../http/countOnce.ts";
import { openJobSql, type ProfileForMatch } from "../matching/sql.ts";
import { mediaUrl } from "../mediaStore/urls.ts";
import { countStat, driverOnly, forMatch, type JobRow, jobSelect, profileOf, toSearchItem } from "./rows.ts";

/** `$n` parameters of the profile, in hb_match_score's order after the job's four. */
const profileParams = (profile: ProfileForMatch) => [
  profile.endorsements,
  profile.yearsExperience,
  profile.homeTime,
  profile.jobTypes,
];

const profileArgs = (first: number, milesSql: string) =>
  `$${first}::text[], $${first + 1}::integer, $${first + 2}::text, $${first + 3}::text[], ${milesSql}`;

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

export const getJobRoute: Route<"members.getJob"> = { access: driverOnly, handle: getJob };
