import type { Routes } from "../http/context.ts";
import { mediaRoutes } from "../media/index.ts";
import { adminRoutes } from "./admin.ts";
import { adsRoutes } from "./ads.ts";
// Issue 17 (jobwork): working the jobs, applicants and tags.
import { applicantRoutes } from "./applicants.ts";
import { emailVerificationRoutes } from "./auth/emailVerification.ts";
import { impersonationRoutes } from "./auth/impersonation.ts";
import { passwordRoutes } from "./auth/passwords.ts";
import { signInRoutes } from "./auth/signIn.ts";
import { signUpRoutes } from "./auth/signUp.ts";
// Issue 18: company settings and billing.
import { billingRoutes } from "./billing.ts";
// Drivers and matching (issue 19, issue 17 candidates).
import { candidateRoutes } from "./candidates.ts";
import { companyRoutes } from "./companies.ts";
import { driverSubscriptionRoutes } from "./driverSubscriptions.ts";
import { employeeRoutes } from "./employees.ts";
import { employerRoutes } from "./employer.ts";
import { jobRoutes } from "./jobs.ts";
import { jobWorkRoutes } from "./jobWork.ts";
import { leadRoutes } from "./lead.ts";
import { membersRoutes } from "./members.ts";
// News (issue 20)
import { newsRoutes } from "./news.ts";
import { paymentRoutes } from "./payment.ts";
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
  ...jobRoutes,
  ...paymentRoutes,
  // Drivers and matching (issue 19, issue 17 candidates).
  ...candidateRoutes,
  // Issue 17 (jobwork)
  ...jobWorkRoutes,
  ...applicantRoutes,
  // Issue 18: company settings and billing.
  ...billingRoutes,
  // News (issue 20)
  ...newsRoutes,
  // ads (issue 21)
  ...adsRoutes,
};
