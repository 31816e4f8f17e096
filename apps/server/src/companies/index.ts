// Companies (access §7): search, read, create (company-info step and admins), update.
import type { Routes } from "../http/context.ts";
import { adminCreateRoute } from "./adminCreate.ts";
import { createRoute } from "./create.ts";
import { getRoute } from "./get.ts";
import { logoRoute } from "./logo.ts";
import { searchRoute } from "./search.ts";
import { updateRoute } from "./update.ts";

export const companiesRoutes: Routes = {
  "companies.search": searchRoute,
  "companies.get": getRoute,
  "companies.logo": logoRoute,
  "companies.create": createRoute,
  "companies.update": updateRoute,
  "companies.adminCreate": adminCreateRoute,
};
