import { appError, Errors } from "../errors/catalogue.ts";
import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { readJobDetail } from "./detail.ts";
import { readableCompany } from "./rows.ts";

/** Another company's job answers as a missing one: ids of other companies' jobs are not confirmed. */

const getJob = async ({ params, caller, deps }: HandlerInput<"jobs.get">) => {
  const detail = await readJobDetail(deps.db, params.id, readableCompany(caller, undefined));
  if (!detail) throw appError(Errors.jobNotFound);
  return { data: detail };
};

export const getRoute: Route<"jobs.get"> = { access: roles(companyPortalRoles), handle: getJob };
