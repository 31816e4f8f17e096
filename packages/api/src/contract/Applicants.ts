import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Id, IdParams, IsoDate, IsoDateTime, PageQuery, SearchBody } from "./Shared.ts";
import { Tag } from "./Tags.ts";
import { WireStruct } from "./Wire.ts";

/** A driver who applied to a job (employer-work §3). Missing texts are null; screens show 'n/a'. */
export const Applicant = WireStruct({
  id: Id,
  firstName: Schema.String,
  lastName: Schema.String,
  phone: Schema.NullOr(Schema.String),
  email: Schema.String,
  applicationAt: IsoDateTime,
  yearsOfExperience: Schema.NullOr(Schema.Finite),
  distance: Schema.NullOr(Schema.Finite),
  /** Null is shown as 'No CDL.'. */
  cdlStatus: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zipCode: Schema.NullOr(Schema.String),
  street1: Schema.NullOr(Schema.String),
  street2: Schema.NullOr(Schema.String),
  /** The checked work experiences. */
  workExperiences: Schema.Array(Schema.String),
  birthDate: Schema.NullOr(IsoDate),
  withinRange: Schema.Boolean,
  ownerOperator: Schema.NullOr(Schema.Boolean),
  endorsements: Schema.Array(Schema.String),
  tags: Schema.Array(Tag),
});
export type Applicant = typeof Applicant.Type;

export const applicantSearchFields = [
  "full_name",
  "email",
  "city",
  "state",
  "application_at",
  "years_of_experience",
  "distance",
  "tags",
] as const;
export const ApplicantSearchRequest = SearchBody(applicantSearchFields);
export type ApplicantSearchRequest = typeof ApplicantSearchRequest.Type;

export const listApplicants = Endpoint.make({
  name: "applicants.list",
  method: "GET",
  path: "/jobs/{id}/applicants",
  auth: "bearer",
  params: IdParams,
  query: PageQuery,
  success: Schema.Array(Applicant),
  paginated: true,
  description: "Applicants of a job, newest first.",
});

export const searchApplicants = Endpoint.make({
  name: "applicants.search",
  method: "POST",
  path: "/jobs/{id}/applicants/search",
  auth: "bearer",
  params: IdParams,
  query: PageQuery,
  body: ApplicantSearchRequest,
  success: Schema.Array(Applicant),
  paginated: true,
  description: "Applicants of a job with filters (tags: in) and orders.",
});

/** The calls of this resource by name, as `api.applicants` and the client (`client.applicants.<call>`) expose them. */
export const applicantsCalls = {
  list: listApplicants,
  search: searchApplicants,
} as const;
