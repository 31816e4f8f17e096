import { adminRoles } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { enforceLimits } from "../http/guard.ts";
import { mailRules } from "../security/limits.ts";

/** `POST /admin/contact_review_job`: a message to the job's company (its email, else its owner's). */
const contactReview = async ({ body, caller, deps }: HandlerInput<"jobs.contactReview">) => {
  const [job] = await deps.db.query<{ title: string; to: string | null }>(
    `select j.title, coalesce(nullif(c.email, ''), u.email) as to
       from jobs j join companies c on c.id = j.company_id left join users u on u.id = c.employer_id
      where j.id = $1 and j.deleted_at is null`,
    [body.jobId],
  );
  if (!job) throw appError(Errors.jobNotFound);
  if (!job.to) throw appError(Errors.companyHasNoEmail);
  const to = job.to;
  await enforceLimits(deps, mailRules("job-review", to, String(caller.userId)));
  await deps.mail.send(deps.db, {
    to,
    subject: body.subject.trim() || `About your job ${job.title}`,
    body: `${body.message.trim()}\n\nJob: ${job.title} (#${body.jobId})`,
    kind: "job-review",
  });
  deps.background.run("mail dispatch", () => deps.mail.dispatch());
  return { data: null };
};

export const contactReviewRoute: Route<"jobs.contactReview"> = {
  access: roles(adminRoles),
  handle: contactReview,
};
