// The company's tags on applicants and jobs (employer-work §3 "Tag", §7 "Applicants and tags"; issue 17).
import type { Routes } from "../http/context.ts";
import { addToJobRoute } from "./addToJob.ts";
import { attachToApplicantRoute } from "./attachToApplicant.ts";
import { createRoute } from "./create.ts";
import { deleteApplicantTagsRoute } from "./deleteApplicantTags.ts";
import { detachFromApplicantRoute } from "./detachFromApplicant.ts";
import { listRoute } from "./list.ts";
import { removeAllFromJobRoute } from "./removeAllFromJob.ts";
import { removeFromJobRoute } from "./removeFromJob.ts";

export const tagsRoutes: Routes = {
  "tags.list": listRoute,
  "tags.create": createRoute,
  "tags.attachToApplicant": attachToApplicantRoute,
  "tags.detachFromApplicant": detachFromApplicantRoute,
  "tags.deleteApplicantTags": deleteApplicantTagsRoute,
  "tags.addToJob": addToJobRoute,
  "tags.removeFromJob": removeFromJobRoute,
  "tags.removeAllFromJob": removeAllFromJobRoute,
};
