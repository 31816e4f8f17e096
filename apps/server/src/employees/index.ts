// A company's employees (employer-work §2): company admins and admins change them, company users see the list.
import type { Routes } from "../http/context.ts";
import { addRoute } from "./add.ts";
import { listRoute } from "./list.ts";
import { resetPasswordRoute } from "./resetPassword.ts";
import { updateRoute } from "./update.ts";

export const employeesRoutes: Routes = {
  "employees.list": listRoute,
  "employees.add": addRoute,
  "employees.update": updateRoute,
  "employees.resetPassword": resetPasswordRoute,
};
