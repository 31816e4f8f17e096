import { adminRoles } from "@haulboard/domain";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { toEmployee } from "../routes/rows.ts";
import { loadEmployer } from "./rows.ts";

export const getEmployer = async ({ params, deps }: HandlerInput<"admin.getEmployer">) => ({
  data: toEmployee(await loadEmployer(deps.db, params.id)),
});

export const getEmployerRoute: Route<"admin.getEmployer"> = {
  access: roles(adminRoles),
  handle: getEmployer,
};
