import { isHyperlinkUrl, jobWriterRoles } from "@haulboard/domain";
import { appError, Errors } from "../errors/catalogue.ts";
import { roles } from "../http/access.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type AddonRow, addonColumns, toAddon } from "../jobs/rows.ts";
import { writableJob } from "../jobs/writable.ts";

/** `PATCH /jobs/addons/{id}`: renew the add-on or not (subscribed), or change the hyperlink's address. */
const updateAddon = async ({ params, body, caller, deps }: HandlerInput<"addons.update">) => {
  const [addon] = await deps.db.query<{ job_id: number; addon_type: string }>(
    "select job_id, addon_type from job_addons where id = $1",
    [params.id],
  );
  if (!addon) throw appError(Errors.addonNotFound);
  await writableJob(deps.db, caller, addon.job_id);
  if (body.externalUrl !== undefined) {
    if (addon.addon_type !== "hyperlink") {
      throw appError(Errors.addressOnlyOnHyperlink, { field: "external_url" });
    }
    if (!isHyperlinkUrl(body.externalUrl)) throw appError(Errors.hyperlinkInvalid, { field: "external_url" });
  }
  const [row] = await deps.db.query<AddonRow>(
    `update job_addons set renewable = coalesce($2, renewable),
            external_url = case when addon_type = 'hyperlink' then coalesce($3, external_url) else external_url end
      where id = $1 returning ${addonColumns}`,
    [params.id, body.subscribed ?? null, body.externalUrl ?? null],
  );
  if (!row) throw appError(Errors.addonNotFound);
  return { data: toAddon(row) };
};

export const updateRoute: Route<"addons.update"> = { access: roles(jobWriterRoles), handle: updateAddon };
