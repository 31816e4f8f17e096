// Jobs (employer-work §3, §7 "Jobs"; issue 16): post (one job per targeted address, answered with the post
// token to charge), the company's list with filters, sort and paging, and one job. Scoped to the caller's
// company; admins and internal users read any company's jobs (company_id filter).
// Working a posted job (employer-work §4 "Job actions", §7 "Jobs"; issue 17): edit content and address,
// close, cancel, cancel renewal with a reason, statistics, and the admins' review message.
// A company member reaches only their own company's jobs (another company's job answers 404); admins
// reach every company's jobs ("Only admins can … edit jobs of other companies", employer-work §6).
import type { Routes } from "../http/context.ts";
import { cancelRoute } from "./cancel.ts";
import { cancelRenewalRoute } from "./cancelRenewal.ts";
import { closeRoute } from "./close.ts";
import { contactReviewRoute } from "./contactReview.ts";
import { createRoute } from "./create.ts";
import { deleteRoute } from "./delete.ts";
import { getRoute } from "./get.ts";
import { listRoute } from "./list.ts";
import { searchRoute } from "./search.ts";
import { statisticsRoute } from "./statistics.ts";
import { updateRoute } from "./update.ts";
import { updateAddressRoute } from "./updateAddress.ts";

export const jobsRoutes: Routes = {
  "jobs.get": getRoute,
  "jobs.update": updateRoute,
  "jobs.delete": deleteRoute,
  "jobs.create": createRoute,
  "jobs.list": listRoute,
  "jobs.search": searchRoute,
  "jobs.close": closeRoute,
  "jobs.cancel": cancelRoute,
  "jobs.cancelRenewal": cancelRenewalRoute,
  "jobs.updateAddress": updateAddressRoute,
  "jobs.statistics": statisticsRoute,
  "jobs.contactReview": contactReviewRoute,
};
