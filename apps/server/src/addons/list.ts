import { appError, Errors } from "../errors/catalogue.ts";
import { companyPortalRoles, roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { addonsOf, readableCompany, toAddon } from "../jobs/rows.ts";

// Add-ons ---------------------------------------------------------------------------------------------

const addonsList = async ({ params, caller, deps }: HandlerInput<"addons.list">) => {
  const companyId = readableCompany(caller, undefined);
  const [job] = await deps.db.query<{ id: number }>(
    "select id from jobs where id = $1 and deleted_at is null and ($2::integer is null or company_id = $2)",
    [params.id, companyId ?? null],
  );
  if (!job) throw appError(Errors.jobNotFound);
  return { data: (await addonsOf(deps.db, [params.id])).map(toAddon) };
};

export const listRoute: Route<"addons.list"> = { access: roles(companyPortalRoles), handle: addonsList };
