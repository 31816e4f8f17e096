// The admin portal's people (access §6, §7): admins, and employers by id.
import type { Routes } from "../http/context.ts";
import { changeEmployerPasswordRoute } from "./changeEmployerPassword.ts";
import { createAdminRoute } from "./createAdmin.ts";
import { getEmployerRoute } from "./getEmployer.ts";
import { listAdminsRoute } from "./listAdmins.ts";
import { listCompanyEmployersRoute } from "./listCompanyEmployers.ts";
import { searchAdminsRoute } from "./searchAdmins.ts";

export const adminRoutes: Routes = {
  "admin.listAdmins": listAdminsRoute,
  "admin.createAdmin": createAdminRoute,
  "admin.searchAdmins": searchAdminsRoute,
  "admin.getEmployer": getEmployerRoute,
  "admin.changeEmployerPassword": changeEmployerPasswordRoute,
  "admin.listCompanyEmployers": listCompanyEmployersRoute,
};
