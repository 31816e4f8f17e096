import { addonsRoutes } from "../addons/index.ts";
// Issue 17 (jobwork): working the jobs, applicants and tags.
import { applicantsRoutes } from "../applicants/index.ts";
import type { Routes } from "../http/context.ts";
import { jobsRoutes } from "../jobs/index.ts";
import { mediaRoutes } from "../media/index.ts";
import { paymentRoutes } from "../payment/index.ts";
import { tagsRoutes } from "../tags/index.ts";
import { adminRoutes } from "./admin.ts";
import { adsRoutes } from "./ads.ts";
import { emailVerificationRoutes } from "./auth/emailVerification.ts";
import { impersonationRoutes } from "./auth/impersonation.ts";
import { passwordRoutes } from "./auth/passwords.ts";
import { signInRoutes } from "./auth/signIn.ts";
import { signUpRoutes } from "./auth/signUp.ts";
// Drivers and matching (issue 19, issue 17 candidates).
import { candidateRoutes } from "./candidates.ts";
import { companyRoutes } from "./companies.ts";
import { driverSubscriptionRoutes } from "./driverSubscriptions.ts";
import { employeeRoutes } from "./employees.ts";
import { employerRoutes } from "./employer.ts";
import { leadRoutes } from "./lead.ts";
import { membersRoutes } from "./members.ts";
// News (issue 20)
import { newsRoutes } from "./news.ts";
import { placeRoutes } from "./places.ts";

/** Every route of the server, one file per contract module, each with its access rule beside its handler. */
export const routes: Routes = {
  ...signInRoutes,
  ...signUpRoutes,
  ...passwordRoutes,
  ...emailVerificationRoutes,
  ...impersonationRoutes,
  ...employerRoutes,
  ...membersRoutes,
  ...companyRoutes,
  ...employeeRoutes,
  ...adminRoutes,
  ...driverSubscriptionRoutes,
  ...leadRoutes,
  ...placeRoutes,
  ...mediaRoutes,
  ...jobsRoutes,
  ...paymentRoutes,
  // Drivers and matching (issue 19, issue 17 candidates).
  ...candidateRoutes,
  // Issue 17 (jobwork)
  ...addonsRoutes,
  ...applicantsRoutes,
  ...tagsRoutes,
  // News (issue 20)
  ...newsRoutes,
  // ads (issue 21)
  ...adsRoutes,
};
