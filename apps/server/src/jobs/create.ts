import { randomBytes } from "node:crypto";
import { addonPrices, employerRoles, postedJobCost } from "@haulboard/domain";
import { sanitizeRichText } from "@haulboard/editor/sanitize";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { checkPayload } from "./payload.ts";
import { type AddonRow, companyOf, toAddon } from "./rows.ts";

/** `POST /jobs`: one job per address, their add-ons, and the order to pay; answers the post token. */
const createJobs = async ({ body, caller, deps }: HandlerInput<"jobs.create">) => {
  const companyId = companyOf(caller);
  const { videoUrl } = checkPayload(body);
  const description = sanitizeRichText(body.jobDescription);
  const zip = body.zipCode?.trim() || null;
  // Add-ons the poster did not subscribe are not bought: they are not stored on the job.
  const addons = body.addons
    .filter((addon) => addon.subscribed)
    .map((addon) => ({
      type: addon.addonType,
      cost: addonPrices[addon.addonType],
      url: addon.addonType === "hyperlink" ? (addon.externalUrl ?? null) : null,
    }));
  const cost = postedJobCost(body.addons);
  const token = `jpt_${randomBytes(24).toString("base64url")}`;
  const a = body.addresses;
  // One statement (atomic on its own): the post, its jobs in address order, their add-ons, the order and
  // its items. One round trip to the database instead of seven (POST /jobs is benchmarked, issue 16).
  const rows = await deps.db.query<{ id: number; addons: AddonRow[] }>(
    `with post as (
       insert into job_posts (company_id, created_by, token) values ($1, $2, $3) returning id
     ), new_jobs as (
       insert into jobs (company_id, post_id, employer_id, title, job_type, additional_experience, home_time,
              required_experience, job_description, driver_unload, expected_pay, salary_type, signon_bonus,
              starting_bonus, benefits, endorsements, video_url, auto_renew, cost,
              street1, city, state, country, postal_code, longitude, latitude)
       select $1, post.id, $2, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text[], $16::text[], $17, $18,
              $19, a.street1, a.city, a.state, a.country, a.postal_code, a.lng, a.lat
         from post,
              unnest($20::text[], $21::text[], $22::text[], $23::text[], $24::text[], $25::float8[], $26::float8[])
                with ordinality as a(street1, city, state, country, postal_code, lng, lat, n)
        order by a.n
       returning id
     ), new_addons as (
       insert into job_addons (job_id, addon_type, cost, external_url, paid_at)
       select j.id, t.type, t.cost, t.url, null
         from new_jobs j cross join unnest($27::text[], $28::numeric[], $29::text[]) as t(type, cost, url)
       returning id, job_id, addon_type, cost, renewable, subscribed, external_url, paid_at
     ), new_order as (
       insert into orders (company_id, paid_for, action_type, post_id, amount, created_by)
       select $1, 'post:' || post.id || ':new_job', 'new_job', post.id, $30, $2 from post
       returning id
     ), items as (
       insert into order_items (order_id, job_id, amount, addons)
       select o.id, j.id, $19, $27::text[] from new_order o cross join new_jobs j
     )
     select j.id, coalesce((select json_agg(x order by x.id) from new_addons x where x.job_id = j.id), '[]') as addons
       from new_jobs j order by j.id`,
    [
      companyId,
      caller.userId,
      token,
      body.title.trim(),
      body.jobType,
      body.additionalExperience,
      body.homeTime,
      body.requiredExperience,
      description,
      body.driverUnload,
      body.expectedPay,
      body.salaryType,
      body.signOnBonus,
      body.startingBonus,
      [...new Set(body.benefits)],
      [...new Set(body.endorsements)],
      videoUrl || null,
      body.autoRenew ?? false,
      cost,
      a.map((x) => x.street1?.trim() || null),
      a.map((x) => x.city.trim()),
      a.map((x) => x.state.trim()),
      a.map((x) => x.country.trim()),
      a.map((x) => x.postalCode?.trim() || zip),
      a.map((x) => x.coordinates[0]),
      a.map((x) => x.coordinates[1]),
      addons.map((x) => x.type),
      addons.map((x) => x.cost),
      addons.map((x) => x.url),
      cost * a.length,
    ],
  );
  const jobs = rows.map((row) => ({
    id: row.id,
    cost,
    addons: (typeof row.addons === "string" ? (JSON.parse(row.addons) as AddonRow[]) : row.addons).map(
      toAddon,
    ),
  }));
  return { data: { jobsPostToken: token, jobs } };
};

// Posting belongs to the company's own users (an admin posts while acting as one of them).
export const createRoute: Route<"jobs.create"> = { access: roles(employerRoles), handle: createJobs };
