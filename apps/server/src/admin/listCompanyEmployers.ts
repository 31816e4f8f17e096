import { adminRoles } from "@haulboard/domain";
import { listCompanyEmployees } from "../employees/list.ts";
import { roles } from "../http/access.ts";
import type { Route } from "../http/context.ts";

export const listCompanyEmployersRoute: Route<"admin.listCompanyEmployers"> = {
  access: roles(adminRoles),
  handle: listCompanyEmployees,
};
