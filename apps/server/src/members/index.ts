// The drivers' own account (members area) and the drivers' side of the board (issue 19; contract Members):
// a driver's own profile, the job search, a job's page for drivers (counts a view), the hyperlink add-on's
// counted redirect, applying in one step (counts an application; the employer sees it at once with stage
// 'new') and the driver's applications. Every call reads and writes the caller's own rows only; no
// employer-only field leaves this module.
import type { Routes } from "../http/context.ts";
import { applyRoute } from "./apply.ts";
import { deleteOwnAccountRoute } from "./deleteOwnAccount.ts";
import { getJobRoute } from "./getJob.ts";
import { getProfileRoute } from "./getProfile.ts";
import { jobLinkRoute } from "./jobLink.ts";
import { listApplicationsRoute } from "./listApplications.ts";
import { searchJobsRoute } from "./searchJobs.ts";
import { updateProfileRoute } from "./updateProfile.ts";

export const membersRoutes: Routes = {
  "members.deleteOwnAccount": deleteOwnAccountRoute,
  "members.getProfile": getProfileRoute,
  "members.updateProfile": updateProfileRoute,
  "members.searchJobs": searchJobsRoute,
  "members.getJob": getJobRoute,
  "members.jobLink": jobLinkRoute,
  "members.apply": applyRoute,
  "members.listApplications": listApplicationsRoute,
};
