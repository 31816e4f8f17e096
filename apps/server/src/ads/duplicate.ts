import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { adsAdmins, loadAd, toAd } from "./rows.ts";

/** A copy as a new draft: no dates, not paused, no figures; the creative file is shared. */
const duplicateAd = async ({ params, caller, deps }: HandlerInput<"ads.duplicate">) => {
  const row = await deps.db.transaction(async (tx) => {
    const [copy] = await tx.query<{ id: number }>(
      `insert into ads (name, advertiser, headline, body, media_file_name, kind, alt_text, target_url, placements,
                        starts_at, ends_at, paused, weight, states, created_by)
       select left(name || ' (copy)', 120), advertiser, headline, body, media_file_name, kind, alt_text, target_url,
              placements, null, null, false, weight, states, $2
         from ads where id = $1 returning id`,
      [params.id, caller.userId],
    );
    if (!copy) throw appError(Errors.adNotFound);
    return loadAd(tx, copy.id);
  });
  return { data: toAd(deps, row) };
};

export const duplicateRoute: Route<"ads.duplicate"> = { access: adsAdmins, handle: duplicateAd };
