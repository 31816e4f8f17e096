import { addonPrices, jobBaseCost } from "@haulboard/domain";
import type { Queryable } from "../db/Database.ts";
import type { HandlerInput } from "../http/context.ts";
import { extendBoost, recostSql } from "../jobs/writable.ts";

/**
 * Sets a job's add-ons to `choices` (subscribed ones kept or added, the rest removed) and recomputes its
 * cost. New ones wait for payment (`paid_at` null) unless `paid` (admins give them without a charge).
 */
type Choices = HandlerInput<"addons.replace">["body"]["addons"];

export const setAddons = async (tx: Queryable, jobId: number, choices: Choices, paid: boolean) => {
  const chosen = choices.filter((addon) => addon.subscribed);
  await tx.query("delete from job_addons where job_id = $1 and not (addon_type = any($2::text[]))", [
    jobId,
    chosen.map((addon) => addon.addonType),
  ]);
  for (const addon of chosen) {
    const url = addon.addonType === "hyperlink" ? (addon.externalUrl ?? null) : null;
    await tx.query(
      `insert into job_addons (job_id, addon_type, cost, external_url, paid_at)
       values ($1, $2, $3, $4, case when $5 then now() end)
       on conflict (job_id, addon_type) do update set external_url = excluded.external_url, subscribed = true,
              paid_at = coalesce(job_addons.paid_at, excluded.paid_at)`,
      [jobId, addon.addonType, addonPrices[addon.addonType], url, paid],
    );
  }
  if (paid && chosen.some((addon) => addon.addonType === "boost")) await extendBoost(tx, jobId);
  await tx.query(recostSql, [jobId, jobBaseCost]);
};
