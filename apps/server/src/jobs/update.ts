import { jobWriterRoles } from "@haulboard/domain";
import { sanitizeRichText } from "@haulboard/editor/sanitize";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { storedVideoAddress } from "./payload.ts";
import { detailOf, requireAllowed, writableJob } from "./writable.ts";

/** `PATCH /jobs/{id}`: the content (and auto-renew); `video_url: null` removes the video. */
const updateJob = async ({ params, body, caller, deps }: HandlerInput<"jobs.update">) => {
  const video = storedVideoAddress(body.videoUrl);
  if (body.title !== undefined && body.title.trim() === "") {
    throw appError(Errors.jobTitleRequired, { field: "title" });
  }
  return deps.db.transaction(async (tx) => {
    await writableJob(tx, caller, params.id, true);
    const sets: string[] = [];
    const values: unknown[] = [params.id];
    const set = (column: string, value: unknown, cast = "") => {
      values.push(value);
      sets.push(`${column} = $${values.length}${cast}`);
    };
    if (body.title !== undefined) set("title", body.title.trim());
    if (body.jobType !== undefined) set("job_type", body.jobType);
    if (body.additionalExperience !== undefined) set("additional_experience", body.additionalExperience);
    if (body.homeTime !== undefined) set("home_time", body.homeTime);
    if (body.requiredExperience !== undefined) set("required_experience", body.requiredExperience);
    if (body.jobDescription !== undefined) set("job_description", sanitizeRichText(body.jobDescription));
    if (body.driverUnload !== undefined) set("driver_unload", body.driverUnload);
    if (body.expectedPay !== undefined) set("expected_pay", body.expectedPay);
    if (body.signOnBonus !== undefined) set("signon_bonus", body.signOnBonus);
    if (body.startingBonus !== undefined) set("starting_bonus", body.startingBonus);
    if (body.benefits !== undefined) set("benefits", [...new Set(body.benefits)], "::text[]");
    if (body.endorsements !== undefined) set("endorsements", [...new Set(body.endorsements)], "::text[]");
    if (body.salaryType !== undefined) set("salary_type", body.salaryType);
    if (video !== undefined) set("video_url", video === "" ? null : video);
    if (body.autoRenew !== undefined) {
      await requireAllowed(tx, params.id, "autoRenew");
      set("auto_renew", body.autoRenew);
      // Turning auto-renew on again lifts a cancelled renewal; the next billing falls on the expiration.
      sets.push(
        body.autoRenew
          ? "renewal_canceled_at = null, renewal_cancellation_reason = null, next_billing_date = case when approval_status = 'approved' then expiration_date end"
          : "next_billing_date = null",
      );
    }
    if (sets.length > 0) {
      await tx.query(`update jobs set ${sets.join(", ")}, updated_at = now() where id = $1`, values);
    }
    return { data: await detailOf(tx, params.id) };
  });
};

// Changing a job: the company's users on their own jobs, admins on any (employer-work §6).
export const updateRoute: Route<"jobs.update"> = { access: roles(jobWriterRoles), handle: updateJob };
