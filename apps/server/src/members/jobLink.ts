import { appError, Errors } from "../errors/catalogue.ts";
import { publicCall } from "../http/access.ts";
import { clientAddress } from "../http/clientAddress.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { countOnce, viewerKey } from "../http/countOnce.ts";
import { openJobSql } from "../matching/sql.ts";
import { countStat } from "./rows.ts";

/**
 * Clicks counted once per viewer, job and UTC day (the anonymous viewer key: the link is followed without a
 * bearer token), and at most 3 an hour per address and job, so a script changing its user agent per
 * request does not inflate the employer's statistics either.
 */
const clickRule = (jobId: number, address: string) => ({
  key: `job-link:${jobId}|${address}`,
  limit: 3,
  windowSeconds: 3600,
});

const jobLink = async ({ params, c, deps }: HandlerInput<"members.jobLink">) => {
  const [row] = await deps.db.query<{ external_url: string }>(
    `select h.external_url from jobs j join job_addons h on h.job_id = j.id and h.addon_type = 'hyperlink'
       where j.id = $1 and h.subscribed and h.paid_at is not null and h.external_url is not null and ${openJobSql("j")}`,
    [params.id],
  );
  if (!row) throw appError(Errors.noHyperlink);
  const url = new URL(row.external_url);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw appError(Errors.noHyperlink);
  const address = clientAddress(c, deps.config.trustProxy);
  const first = await countOnce(deps.db, "job-link", params.id, viewerKey(deps, null, c, address));
  if (first && (await deps.rateLimiter.take([clickRule(params.id, address)])).allowed)
    await countStat(deps.db, params.id, "hyperlink_clicks");
  return c.redirect(url.href, 302);
};

// Public: the button is a plain link the browser follows (no bearer token); clicks are rate-counted.
export const jobLinkRoute: Route<"members.jobLink"> = { access: publicCall, handle: jobLink };
