import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IdParams } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** A tag of the company, attached to jobs and applicants (employer-work §3). */
export const Tag = WireStruct({ id: Id, tag: Schema.String });
export type Tag = typeof Tag.Type;

export const TagText = Schema.String.check(Schema.isBetweenLength(1, 50));
export const CreateTagRequest = WireStruct({ tag: TagText });
export type CreateTagRequest = typeof CreateTagRequest.Type;

export const AttachApplicantTagRequest = WireStruct({ jobId: Id, applicantId: Id, tagId: Id });
export type AttachApplicantTagRequest = typeof AttachApplicantTagRequest.Type;

/** `cleanAll` removes every tag of the applicant; then `tagId` is ignored. */
export const DetachApplicantTagRequest = WireStruct({
  applicantId: Id,
  tagId: Schema.optionalKey(Id),
  cleanAll: Schema.Boolean,
});
export type DetachApplicantTagRequest = typeof DetachApplicantTagRequest.Type;

/** Remove these tags from every applicant of the job. */
export const DeleteApplicantTagsRequest = WireStruct({ tagIds: Schema.Array(Id) });
export type DeleteApplicantTagsRequest = typeof DeleteApplicantTagsRequest.Type;

export const listCompanyTags = Endpoint.make({
  name: "tags.list",
  method: "GET",
  path: "/companies/tags",
  auth: "bearer",
  success: Schema.Array(Tag),
  description: "The signed-in employer's company tags.",
});

export const createCompanyTag = Endpoint.make({
  name: "tags.create",
  method: "POST",
  path: "/companies/tag",
  auth: "bearer",
  body: CreateTagRequest,
  success: Tag,
  description: "Create a company tag (an existing one with the same text is returned).",
});

export const attachApplicantTag = Endpoint.make({
  name: "tags.attachToApplicant",
  method: "POST",
  path: "/jobs/applicants/tag",
  auth: "bearer",
  body: AttachApplicantTagRequest,
  success: Empty,
  description: "Tag an applicant of a job.",
});

export const detachApplicantTag = Endpoint.make({
  name: "tags.detachFromApplicant",
  method: "POST",
  path: "/jobs/applicants/untag",
  auth: "bearer",
  body: DetachApplicantTagRequest,
  success: Empty,
  description: "Remove one tag (or all, clean_all) from an applicant.",
});

export const deleteApplicantTags = Endpoint.make({
  name: "tags.deleteApplicantTags",
  method: "POST",
  path: "/jobs/{id}/applicants/delete-tags",
  auth: "bearer",
  params: IdParams,
  body: DeleteApplicantTagsRequest,
  success: Empty,
  description: "Remove tags from every applicant of a job.",
});

export const addJobTag = Endpoint.make({
  name: "tags.addToJob",
  method: "POST",
  path: "/jobs/{id}/tag",
  auth: "bearer",
  params: IdParams,
  body: CreateTagRequest,
  success: Tag,
  description: "Tag a job (creates the company tag when new).",
});

export const removeJobTag = Endpoint.make({
  name: "tags.removeFromJob",
  method: "DELETE",
  path: "/jobs/tag/{id}",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "Remove a job-tag link by its id.",
});

export const removeAllJobTags = Endpoint.make({
  name: "tags.removeAllFromJob",
  method: "DELETE",
  path: "/jobs/{id}/tags",
  auth: "bearer",
  params: IdParams,
  success: Empty,
  description: "Remove every tag of a job.",
});

/** The calls of this resource by name, as `api.tags` and the client (`client.tags.<call>`) expose them. */
export const tagsCalls = {
  list: listCompanyTags,
  create: createCompanyTag,
  attachToApplicant: attachApplicantTag,
  detachFromApplicant: detachApplicantTag,
  deleteApplicantTags: deleteApplicantTags,
  addToJob: addJobTag,
  removeFromJob: removeJobTag,
  removeAllFromJob: removeAllJobTags,
} as const;
