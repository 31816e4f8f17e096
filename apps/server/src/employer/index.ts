// The signed-in employer's profile (access §3, 'Current employer user').
import type { Routes } from "../http/context.ts";
import { getRoute } from "./get.ts";
import { updateRoute } from "./update.ts";

export const employerRoutes: Routes = {
  "employer.get": getRoute,
  "employer.update": updateRoute,
};
