import { Benefit, Endorsement, Experience, HomeTime, JobTitle, JobType, SalaryType } from "@haulboard/domain";
import { Schema } from "effect";
import { Addon, AddonChoice } from "./Addons.ts";
import * as Endpoint from "./Endpoint.ts";
import {
  Coordinates,
  Empty,
  Id,
  IdFromString,
  IdParams,
  IsoDate,
  IsoDateTime,
  PageQuery,
  SearchBody,
} from "./Shared.ts";
import { Tag } from "./Tags.ts";
import { WireStruct } from "./Wire.ts";

export const JobTypeCode = Schema.Literals(JobType.codes);
export const ExperienceCode = Schema.Literals(Experience.codes);
export const HomeTimeCode = Schema.Literals(HomeTime.codes);
export const EndorsementCode = Schema.Literals(Endorsement.codes);
export const BenefitName = Schema.Literals(Benefit.codes);
export const SalaryTypeCode = Schema.Literals(SalaryType.codes);

/** A targeting address of a job (employer-work §3 save payload). */
export const JobAddress = WireStruct({
  street1: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  /** `[lng, lat]`. */
  coordinates: Coordinates,
  country: Schema.String,
  postalCode: Schema.NullOr(Schema.String),
});
export type JobAddress = typeof JobAddress.Type;

/** Money amounts of a job: up to 8 digits before the point (employer-work §5 reads access §5's amount rule). */
export const JobAmount = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 99_999_999.99 }));

/** The longest job description accepted (rich-text HTML; the spec shows no bound: ours, within the 64 KB body limit). */
export const jobDescriptionMaxLength = 50_000;
/** The most targeting addresses one post may have (one job each; ours). */
export const maxJobAddresses = 50;

/** The job save payload (employer-work §3), for create and update. */
export const JobPayload = WireStruct(
  {
    title: JobTitle,
    jobType: JobTypeCode,
    additionalExperience: Schema.NullOr(Schema.String),
    homeTime: HomeTimeCode,
    requiredExperience: ExperienceCode,
    /** Rich text (HTML from the editor). */
    jobDescription: Schema.String.check(Schema.isMaxLength(jobDescriptionMaxLength)),
    driverUnload: Schema.Boolean,
    expectedPay: JobAmount,
    signOnBonus: JobAmount,
    startingBonus: JobAmount,
    benefits: Schema.Array(BenefitName),
    endorsements: Schema.Array(EndorsementCode),
    salaryType: SalaryTypeCode,
    addons: Schema.Array(AddonChoice).check(Schema.isMaxLength(3)),
    addresses: Schema.Array(JobAddress).check(Schema.isBetweenLength(1, maxJobAddresses)),
    videoUrl: Schema.optionalKey(Schema.NullOr(Schema.String)),
    autoRenew: Schema.optionalKey(Schema.Boolean),
    /** The form's zip code, sent only when not empty (employer-work §3); empty text counts as absent. */
    zipCode: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(10))),
  },
  { signOnBonus: "signon_bonus" },
);
export type JobPayload = typeof JobPayload.Type;

/** Update: any subset of the payload; `video_url: null` removes the video. */
export const UpdateJobRequest = WireStruct(
  {
    title: Schema.optionalKey(JobTitle),
    jobType: Schema.optionalKey(JobTypeCode),
    additionalExperience: Schema.optionalKey(Schema.NullOr(Schema.String)),
    homeTime: Schema.optionalKey(HomeTimeCode),
    requiredExperience: Schema.optionalKey(ExperienceCode),
    jobDescription: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(jobDescriptionMaxLength))),
    driverUnload: Schema.optionalKey(Schema.Boolean),
    expectedPay: Schema.optionalKey(JobAmount),
    signOnBonus: Schema.optionalKey(JobAmount),
    startingBonus: Schema.optionalKey(JobAmount),
    benefits: Schema.optionalKey(Schema.Array(BenefitName)),
    endorsements: Schema.optionalKey(Schema.Array(EndorsementCode)),
    salaryType: Schema.optionalKey(SalaryTypeCode),
    videoUrl: Schema.optionalKey(Schema.NullOr(Schema.String)),
    autoRenew: Schema.optionalKey(Schema.Boolean),
  },
  { signOnBonus: "signon_bonus" },
);
export type UpdateJobRequest = typeof UpdateJobRequest.Type;

/** One posted job of a post result: one job per targeting address. */
export const PostedJob = WireStruct({ id: Id, cost: Schema.Finite, addons: Schema.Array(Addon) });
export type PostedJob = typeof PostedJob.Type;

/** The answer of a job post: the token to charge (`payment.charge` secret_token) and the jobs. */
export const JobPostResult = WireStruct({ jobsPostToken: Schema.String, jobs: Schema.Array(PostedJob) });
export type JobPostResult = typeof JobPostResult.Type;

/** The server's display status (employer-work §4). */
export const JobStatusValue = Schema.Literals(["POSTED", "SCHEDULED", "Cancelled", "Inactive"]);
export type JobStatusValue = typeof JobStatusValue.Type;

/**
 * A job's tags are links (job_tags): `id` is the link's id (DELETE /jobs/tag/{id} removes it), `tag` its text.
 */
export const JobDetail = WireStruct(
  {
    id: Id,
    companyId: Id,
    title: Schema.String,
    jobType: JobTypeCode,
    additionalExperience: Schema.NullOr(Schema.String),
    homeTime: HomeTimeCode,
    requiredExperience: ExperienceCode,
    jobDescription: Schema.String,
    driverUnload: Schema.Boolean,
    expectedPay: Schema.Finite,
    salaryType: SalaryTypeCode,
    signOnBonus: Schema.Finite,
    startingBonus: Schema.Finite,
    benefits: Schema.Array(BenefitName),
    endorsements: Schema.Array(EndorsementCode),
    address: Schema.NullOr(Schema.String),
    city: Schema.String,
    state: Schema.String,
    coordinates: Coordinates,
    country: Schema.String,
    zipCode: Schema.NullOr(Schema.String),
    cost: Schema.Finite,
    addons: Schema.Array(Addon),
    videoUrl: Schema.NullOr(Schema.String),
    status: JobStatusValue,
    autoRenew: Schema.Boolean,
    tags: Schema.Array(Tag),
    // Issue 17 (additive): the list item's dates and flags, for the detail screen.
    postingDate: Schema.optionalKey(Schema.NullOr(IsoDate)),
    nextBillingDate: Schema.optionalKey(Schema.NullOr(IsoDate)),
    expirationDate: Schema.optionalKey(Schema.NullOr(IsoDate)),
    boostActive: Schema.optionalKey(Schema.Boolean),
    boostRemainingDays: Schema.optionalKey(Schema.NullOr(Schema.Int)),
    renewalCanceledAt: Schema.optionalKey(Schema.NullOr(IsoDateTime)),
    renewalCancellationReason: Schema.optionalKey(Schema.NullOr(Schema.String)),
  },
  { signOnBonus: "signon_bonus" },
);
export type JobDetail = typeof JobDetail.Type;

export const JobListItem = WireStruct({
  id: Id,
  employerId: Id,
  title: Schema.String,
  totalApplicants: Schema.Int,
  todayApplicants: Schema.Int,
  status: JobStatusValue,
  postingDate: IsoDate,
  nextBillingDate: Schema.NullOr(IsoDate),
  expirationDate: Schema.NullOr(IsoDate),
  renewable: Schema.Boolean,
  autoRenew: Schema.Boolean,
  boostActive: Schema.Boolean,
  renewalCanceledAt: Schema.NullOr(IsoDateTime),
  renewalCancellationReason: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  boostRemainingDays: Schema.NullOr(Schema.Int),
  tags: Schema.Array(Tag),
  totalCandidates: Schema.Int,
  /** What the job cost when posted (base plus add-ons); optional, additive (the wizard's Posted Jobs). */
  cost: Schema.optionalKey(Schema.Finite),
});
export type JobListItem = typeof JobListItem.Type;

export const JobListQuery = Schema.Struct({
  ...PageQuery.fields,
  company_id: Schema.optionalKey(IdFromString),
});

export const jobSearchFields = [
  "title",
  "status",
  "posting_date",
  "expiration_date",
  "city",
  "state",
  "tags",
  "company_id",
  "created_at",
  // Issue 17 (additive): the list's other columns, for filters and sort.
  "next_billing_date",
  "auto_renew",
  "boost_active",
  "total_applicants",
  "today_applicants",
  // The admin status filter (employer-work §4: approved is the 'Active' value; approved, not active, Cancelled).
  "approval_status",
  "active",
] as const;
export const JobSearchRequest = SearchBody(jobSearchFields);
export type JobSearchRequest = typeof JobSearchRequest.Type;

export const CancelRenewalRequest = WireStruct({
  renewalCancellationReason: Schema.String.check(Schema.isBetweenLength(1, 250)),
});
export type CancelRenewalRequest = typeof CancelRenewalRequest.Type;

/** The most days `GET /jobs/{id}/statistics` answers (ours). */
export const statisticsMaxDays = 90;

/** One day of a job's statistics (job_daily_stats; a day without a row counts zeros). */
export const JobStatisticsDay = WireStruct({
  day: IsoDate,
  views: Schema.Int,
  applications: Schema.Int,
  hyperlinkClicks: Schema.Int,
});
export type JobStatisticsDay = typeof JobStatisticsDay.Type;

/**
 * A job's statistics (employer-work §7 shows no shape; ours, issue 17): totals, and one entry per day from
 * the posting date (or creation) to today, at most the last `statisticsMaxDays` days, oldest first.
 */
export const JobStatistics = WireStruct({
  views: Schema.Int,
  applications: Schema.Int,
  hyperlinkClicks: Schema.Int,
  totalApplicants: Schema.Int,
  todayApplicants: Schema.Int,
  totalCandidates: Schema.Int,
  days: Schema.Array(JobStatisticsDay),
});
export type JobStatistics = typeof JobStatistics.Type;

export const ContactReviewRequest = WireStruct({
  jobId: Id,
  subject: Schema.String.check(Schema.isBetweenLength(1, 200)),
  message: Schema.String.check(Schema.isBetweenLength(1, 5000)),
});
export type ContactReviewRequest = typeof ContactReviewRequest.Type;

export const getJob = Endpoint.make({
  name: "jobs.get",
  method: "GET",
  path: "/jobs/{id}",
  auth: "bearer",
  params: IdParams,
  success: JobDetail,
  description: "A job of the employer's company (any job for admins and internal users).",
});

export const updateJob = Endpoint.make({
  name: "jobs.update",
  method: "PATCH",
  path: "/jobs/{id}",
  auth: "bearer",
  params: IdParams,
  body: UpdateJobRequest,
  success: JobDetail,
  description: "Edit a job's content.",
});

export const deleteJob = Endpoint.make({
  name: "jobs.delete",
  method: "DELETE",
  path: "/jobs/{id}",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "Delete a job.",
});

export const createJob = Endpoint.make({
  name: "jobs.create",
  method: "POST",
  path: "/jobs",
  auth: "bearer",
  body: JobPayload,
  success: JobPostResult,
  description: "Post a job (one per targeting address); answers the jobs post token to charge.",
});

export const listJobs = Endpoint.make({
  name: "jobs.list",
  method: "GET",
  path: "/jobs",
  auth: "bearer",
  query: JobListQuery,
  success: Schema.Array(JobListItem),
  paginated: true,
  description: "The company's jobs, newest first (company_id for admins).",
});

export const searchJobs = Endpoint.make({
  name: "jobs.search",
  method: "POST",
  path: "/jobs/search",
  auth: "bearer",
  query: PageQuery,
  body: JobSearchRequest,
  success: Schema.Array(JobListItem),
  paginated: true,
  description: "Search jobs with filters and orders.",
});

export const closeJob = Endpoint.make({
  name: "jobs.close",
  method: "POST",
  path: "/jobs/{id}/close",
  auth: "bearer",
  params: IdParams,
  success: JobListItem,
  description: "Close a job (it stops accepting applicants).",
});

export const cancelJob = Endpoint.make({
  name: "jobs.cancel",
  method: "POST",
  path: "/jobs/{id}/cancel",
  auth: "bearer",
  params: IdParams,
  success: JobListItem,
  description: "Cancel a job.",
});

export const cancelJobRenewal = Endpoint.make({
  name: "jobs.cancelRenewal",
  method: "PATCH",
  path: "/jobs/{id}/renewal/cancel",
  auth: "bearer",
  params: IdParams,
  body: CancelRenewalRequest,
  success: JobListItem,
  description: "Stop auto-renewal with a reason (auto_renew becomes false).",
});

export const updateJobAddress = Endpoint.make({
  name: "jobs.updateAddress",
  method: "PATCH",
  path: "/jobs/{id}/address",
  auth: "bearer",
  params: IdParams,
  body: JobAddress,
  success: JobDetail,
  description: "Change the targeting address of a job.",
});

export const jobStatistics = Endpoint.make({
  name: "jobs.statistics",
  method: "GET",
  path: "/jobs/{id}/statistics",
  auth: "bearer",
  params: IdParams,
  success: JobStatistics,
  description: "Counts for the job detail.",
});

export const contactReviewJob = Endpoint.make({
  name: "jobs.contactReview",
  method: "POST",
  path: "/admin/contact_review_job",
  auth: "bearer",
  body: ContactReviewRequest,
  success: Empty,
  description: "Admins only: write to a job's company about a job under review.",
});

/** The calls of this resource by name, as `api.jobs` and the client (`client.jobs.<call>`) expose them. */
export const jobsCalls = {
  get: getJob,
  update: updateJob,
  delete: deleteJob,
  create: createJob,
  list: listJobs,
  search: searchJobs,
  close: closeJob,
  cancel: cancelJob,
  cancelRenewal: cancelJobRenewal,
  updateAddress: updateJobAddress,
  statistics: jobStatistics,
  contactReview: contactReviewJob,
} as const;
