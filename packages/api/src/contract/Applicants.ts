import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdParams, IsoDate, IsoDateTime, PageQuery, SearchBody } from "./Shared.ts";
import { Tag } from "./Tags.ts";
import { WireStruct } from "./Wire.ts";

/** The employer's pipeline stages of an application (issue 17, beyond the spec). */
export const applicantStages = ["new", "reviewed", "contacted", "interview", "hired", "rejected"] as const;
export const ApplicantStage = Schema.Literals(applicantStages);
export type ApplicantStage = typeof ApplicantStage.Type;

/**
 * A driver who applied to a job (employer-work §3). Missing texts are null; screens show 'n/a'. `id` is the
 * application's id (one driver, one job): tags, stages and notes belong to it.
 */
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
  /** Company tags on this application (`id` is the company tag's id). */
  tags: Schema.Array(Tag),
  // Issue 17 (additive, beyond the spec): the pipeline, notes, and the driver's match for this job.
  stage: Schema.optionalKey(ApplicantStage),
  notesCount: Schema.optionalKey(Schema.Int),
  /** A fraction from 0 to 1: the drivers' matching rule (domain `matchDriverToJob`, SQL `hb_match_score`). */
  match: Schema.optionalKey(Schema.Finite),
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
  // Issue 17 (additive): phone, the pipeline stage, the match, and `keyword` (name, email, phone or city).
  "phone",
  "stage",
  "match",
  "keyword",
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

/** A selection of a job's applicants (application ids) for a bulk action; at most 500 at once. */
const Selection = Schema.Array(Id).check(Schema.isBetweenLength(1, 500));

export const SetStageRequest = WireStruct({ applicantIds: Selection, stage: ApplicantStage });
export type SetStageRequest = typeof SetStageRequest.Type;

export const BulkTagRequest = WireStruct({
  applicantIds: Selection,
  tagId: Id,
  action: Schema.Literals(["attach", "detach"]),
});
export type BulkTagRequest = typeof BulkTagRequest.Type;

/** How many applications a bulk action changed. */
export const BulkResult = WireStruct({ updated: Schema.Int });
export type BulkResult = typeof BulkResult.Type;

/** A private note on an application, visible to the company's users only. */
export const ApplicantNote = WireStruct({
  id: Id,
  body: Schema.String,
  authorName: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime,
  /** Whether the caller may delete it: its author, a company admin or an admin. */
  canDelete: Schema.Boolean,
});
export type ApplicantNote = typeof ApplicantNote.Type;

export const AddNoteRequest = WireStruct({ body: Schema.String.check(Schema.isBetweenLength(1, 2000)) });
export type AddNoteRequest = typeof AddNoteRequest.Type;

export const setApplicantStage = Endpoint.make({
  name: "applicants.setStage",
  method: "POST",
  path: "/jobs/{id}/applicants/stage",
  auth: "bearer",
  params: IdParams,
  body: SetStageRequest,
  success: BulkResult,
  description: "Move selected applicants of a job to a pipeline stage.",
});

export const bulkTagApplicants = Endpoint.make({
  name: "applicants.bulkTag",
  method: "POST",
  path: "/jobs/{id}/applicants/bulk-tag",
  auth: "bearer",
  params: IdParams,
  body: BulkTagRequest,
  success: BulkResult,
  description: "Attach a company tag to, or detach it from, selected applicants of a job.",
});

export const listApplicantNotes = Endpoint.make({
  name: "applicants.notes",
  method: "GET",
  path: "/jobs/applicants/{id}/notes",
  auth: "bearer",
  params: IdParams,
  success: Schema.Array(ApplicantNote),
  description: "The private notes on an application, oldest first.",
});

export const addApplicantNote = Endpoint.make({
  name: "applicants.addNote",
  method: "POST",
  path: "/jobs/applicants/{id}/notes",
  auth: "bearer",
  params: IdParams,
  body: AddNoteRequest,
  success: ApplicantNote,
  description: "Write a private note on an application.",
});

export const deleteApplicantNote = Endpoint.make({
  name: "applicants.deleteNote",
  method: "DELETE",
  path: "/jobs/applicants/notes/{id}",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "Delete a private note (its author or a company admin).",
});

/** A file the server made: its name (from `Content-Disposition`) and its text. */
export const DownloadedFile = WireStruct({ fileName: Schema.String, content: Schema.String });
export type DownloadedFile = typeof DownloadedFile.Type;

/** The filtered list as CSV (issue 17, beyond the spec): the same filters and orders as the search, every page. */
export const exportApplicantsCsv = Endpoint.make({
  name: "applicants.exportCsv",
  method: "POST",
  path: "/jobs/{id}/applicants/export",
  auth: "bearer",
  params: IdParams,
  body: ApplicantSearchRequest,
  success: DownloadedFile,
  download: true,
  description: "The job's applicants matching the search, as a CSV file (text/csv, Content-Disposition).",
});

/** The calls of this resource by name, as `api.applicants` and the client (`client.applicants.<call>`) expose them. */
export const applicantsCalls = {
  list: listApplicants,
  search: searchApplicants,
  setStage: setApplicantStage,
  bulkTag: bulkTagApplicants,
  notes: listApplicantNotes,
  addNote: addApplicantNote,
  deleteNote: deleteApplicantNote,
  exportCsv: exportApplicantsCsv,
} as const;
