import {
  applyRequiredFields,
  CdlStatus,
  Endorsement,
  HomeTime,
  JobType,
  jobSearchSorts,
  searchRadiusMiles,
  WorkExperience,
} from "@haulboard/domain";
import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdParams, IsoDate, PageQuery } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

export const deleteOwnAccount = Endpoint.make({
  name: "members.deleteOwnAccount",
  method: "DELETE",
  path: "/members/me",
  auth: "bearer",
  success: Empty,
  description: "A driver deletes their own account (soft delete, personal data erased).",
});

// The drivers' side (issue 19, beyond the spec, consistent with it): the driver's own profile, the job
// search, a job's page for drivers, applying in one step and the driver's applications.

const CdlStatusCode = Schema.Literals(CdlStatus.codes);
const EndorsementCode = Schema.Literals(Endorsement.codes);
const JobTypeCode = Schema.Literals(JobType.codes);
const HomeTimeCode = Schema.Literals(HomeTime.codes);
const WorkExperienceCode = Schema.Literals(WorkExperience.codes);
const Years = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 70 }));
/** A five-digit US ZIP code. */
export const Zip = Schema.String.check(Schema.isPattern(/^[0-9]{5}$/));
const Fraction = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 }));

/** The signed-in driver's profile; city, state and position come from the home ZIP (the gazetteer). */
export const DriverProfile = WireStruct({
  cdlStatus: Schema.NullOr(CdlStatusCode),
  yearsExperience: Schema.NullOr(Years),
  endorsements: Schema.Array(EndorsementCode),
  jobTypes: Schema.Array(JobTypeCode),
  homeTime: Schema.NullOr(HomeTimeCode),
  homeZip: Schema.NullOr(Zip),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  ownerOperator: Schema.NullOr(Schema.Boolean),
  workExperiences: Schema.Array(WorkExperienceCode),
  /** The fields an application still needs (applying asks only for these). */
  missingForApply: Schema.Array(Schema.Literals(applyRequiredFields)),
});
export type DriverProfile = typeof DriverProfile.Type;

/** A partial update: only the fields given change; null clears a field. */
export const DriverProfileUpdate = WireStruct({
  cdlStatus: Schema.optionalKey(Schema.NullOr(CdlStatusCode)),
  yearsExperience: Schema.optionalKey(Schema.NullOr(Years)),
  endorsements: Schema.optionalKey(Schema.Array(EndorsementCode).check(Schema.isMaxLength(8))),
  jobTypes: Schema.optionalKey(Schema.Array(JobTypeCode).check(Schema.isMaxLength(15))),
  homeTime: Schema.optionalKey(Schema.NullOr(HomeTimeCode)),
  homeZip: Schema.optionalKey(Schema.NullOr(Zip)),
  ownerOperator: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  workExperiences: Schema.optionalKey(Schema.Array(WorkExperienceCode).check(Schema.isMaxLength(7))),
});
export type DriverProfileUpdate = typeof DriverProfileUpdate.Type;

export const getProfile = Endpoint.make({
  name: "members.getProfile",
  method: "GET",
  path: "/members/profile",
  auth: "bearer",
  success: DriverProfile,
  description: "The signed-in driver's profile (empty until filled).",
});

export const updateProfile = Endpoint.make({
  name: "members.updateProfile",
  method: "PATCH",
  path: "/members/profile",
  auth: "bearer",
  body: DriverProfileUpdate,
  success: DriverProfile,
  description: "Changes the given fields of the driver's own profile; the ZIP sets city, state and position.",
});

/** The driver's job search: every filter optional; distance needs a ZIP (the profile's when not given). */
export const JobSearchBody = WireStruct({
  text: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
  jobTypes: Schema.optionalKey(Schema.Array(JobTypeCode).check(Schema.isMaxLength(15))),
  /** Endorsements the driver holds: jobs requiring others are left out. */
  endorsements: Schema.optionalKey(Schema.Array(EndorsementCode).check(Schema.isMaxLength(8))),
  homeTimes: Schema.optionalKey(Schema.Array(HomeTimeCode).check(Schema.isMaxLength(8))),
  /** Whole dollars, compared with the expected pay whatever its salary type. */
  minPay: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000_000 }))),
  zip: Schema.optionalKey(Zip),
  radius: Schema.optionalKey(Schema.Literals(searchRadiusMiles)),
  sort: Schema.optionalKey(Schema.Literals(jobSearchSorts)),
  offset: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
  limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
});
export type JobSearchBody = typeof JobSearchBody.Type;

/** The paid add-on that ranks a job higher (README "Ranking"): boost above promote above none. */
export const Featured = Schema.NullOr(Schema.Literals(["boost", "promote"]));

export const JobSearchItem = WireStruct({
  id: Id,
  title: Schema.String,
  companyName: Schema.String,
  city: Schema.String,
  state: Schema.String,
  jobType: Schema.String,
  homeTime: Schema.String,
  expectedPay: Schema.Finite,
  salaryType: Schema.String,
  /** Miles from the searched ZIP (or the profile's); null when unknown. */
  distance: Schema.NullOr(Schema.Finite),
  match: Fraction,
  reasons: Schema.Array(Schema.String),
  featured: Featured,
  postedAt: IsoDate,
  applied: Schema.Boolean,
});
export type JobSearchItem = typeof JobSearchItem.Type;

export const searchJobs = Endpoint.make({
  name: "members.searchJobs",
  method: "POST",
  path: "/members/jobs/search",
  auth: "bearer",
  body: JobSearchBody,
  success: Schema.Array(JobSearchItem),
  paginated: true,
  description:
    "Active jobs for the driver: filters, full text, radius from a ZIP, sorted by match, distance, pay or newest.",
});

/** A job as a driver sees it: no cost, billing, renewal, statistics or other employer-only field. */
export const DriverJob = WireStruct({
  id: Id,
  title: Schema.String,
  companyName: Schema.String,
  companyLogoUrl: Schema.NullOr(Schema.String),
  /** Sanitised rich text (rendered with the editor's RichTextContent). */
  jobDescription: Schema.String,
  videoUrl: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  jobType: Schema.String,
  homeTime: Schema.String,
  requiredExperience: Schema.String,
  expectedPay: Schema.Finite,
  salaryType: Schema.String,
  signonBonus: Schema.Finite,
  startingBonus: Schema.Finite,
  driverUnload: Schema.Boolean,
  benefits: Schema.Array(Schema.String),
  endorsements: Schema.Array(Schema.String),
  /** The hyperlink add-on bought: the button leads through `members.jobLink` (clicks counted). */
  hasHyperlink: Schema.Boolean,
  distance: Schema.NullOr(Schema.Finite),
  match: Fraction,
  reasons: Schema.Array(Schema.String),
  featured: Featured,
  postedAt: IsoDate,
  /** When the driver applied, else null. */
  appliedAt: Schema.NullOr(Schema.String),
});
export type DriverJob = typeof DriverJob.Type;

export const getJob = Endpoint.make({
  name: "members.getJob",
  method: "GET",
  path: "/members/jobs/{id}",
  auth: "bearer",
  params: IdParams,
  success: DriverJob,
  description: "An active job's page for drivers; counts a view in the job's statistics.",
});

export const jobLink = Endpoint.make({
  name: "members.jobLink",
  method: "GET",
  path: "/members/jobs/{id}/link",
  auth: "public",
  params: IdParams,
  success: Empty,
  redirect: true,
  description: "The hyperlink add-on's button: counts a click and answers 302 to the job's external URL.",
});

export const Application = WireStruct({
  id: Id,
  jobId: Id,
  title: Schema.String,
  companyName: Schema.String,
  city: Schema.String,
  state: Schema.String,
  appliedAt: Schema.String,
  /** Open while the job takes applications; Closed otherwise (the employer's pipeline stays private). */
  jobStatus: Schema.Literals(["Open", "Closed"]),
});
export type Application = typeof Application.Type;

export const apply = Endpoint.make({
  name: "members.apply",
  method: "POST",
  path: "/members/jobs/{id}/apply",
  auth: "bearer",
  params: IdParams,
  success: Application,
  description:
    "Applies to an active job in one step (409 on a second application; 422 while the profile misses a needed field).",
});

export const listApplications = Endpoint.make({
  name: "members.listApplications",
  method: "GET",
  path: "/members/applications",
  auth: "bearer",
  query: PageQuery,
  success: Schema.Array(Application),
  paginated: true,
  description: "The driver's own applications, newest first, with each job's status.",
});

/** The calls of this resource by name, as `api.members` and the client (`client.members.<call>`) expose them. */
export const membersCalls = {
  deleteOwnAccount: deleteOwnAccount,
  getProfile,
  updateProfile,
  searchJobs,
  getJob,
  jobLink,
  apply,
  listApplications,
} as const;
