import { addonsRoutes } from "../addons/index.ts";
import { adminRoutes } from "../admin/index.ts";
import { adsRoutes } from "../ads/index.ts";
import { albumsRoutes } from "../albums/index.ts";
import { applicantsRoutes } from "../applicants/index.ts";
import { authRoutes } from "../auth/index.ts";
import { candidatesRoutes } from "../candidates/index.ts";
import { companiesRoutes } from "../companies/index.ts";
import { driverSubscriptionsRoutes } from "../driverSubscriptions/index.ts";
import { employeesRoutes } from "../employees/index.ts";
import { employerRoutes } from "../employer/index.ts";
import type { Routes } from "../http/context.ts";
import { jobsRoutes } from "../jobs/index.ts";
import { leadRoutes } from "../lead/index.ts";
import { mediaRoutes } from "../media/index.ts";
import { membersRoutes } from "../members/index.ts";
import { newsRoutes } from "../news/index.ts";
import { paymentRoutes } from "../payment/index.ts";
import { placesRoutes } from "../places/index.ts";
import { tagsRoutes } from "../tags/index.ts";

/** Every route of the server: the contract modules' tables (src/<module>/index.ts), each route beside its handler. */
export const routes: Routes = {
  ...addonsRoutes,
  ...adminRoutes,
  ...adsRoutes,
  ...albumsRoutes,
  ...applicantsRoutes,
  ...authRoutes,
  ...candidatesRoutes,
  ...companiesRoutes,
  ...driverSubscriptionsRoutes,
  ...employeesRoutes,
  ...employerRoutes,
  ...jobsRoutes,
  ...leadRoutes,
  ...mediaRoutes,
  ...membersRoutes,
  ...newsRoutes,
  ...paymentRoutes,
  ...placesRoutes,
  ...tagsRoutes,
};
