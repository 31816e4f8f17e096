import { onlyRow } from "../db/Database.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { adsAdmins, loadAd, toAd } from "./rows.ts";
import { checkAd, creativeKind, values } from "./write.ts";

const createAd = async ({ body, caller, deps }: HandlerInput<"ads.create">) => {
  const kind = await creativeKind(deps.db, body.mediaFileName);
  checkAd(body, kind);
  const row = await deps.db.transaction(async (tx) => {
    const created = onlyRow(
      await tx.query<{ id: number }>(
        `insert into ads (name, advertiser, headline, body, media_file_name, kind, alt_text, target_url, placements,
                          starts_at, ends_at, paused, weight, states, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11, $12, $13, $14::text[], $15) returning id`,
        [...values(body, kind), caller.userId],
      ),
      "the new ad",
    );
    return loadAd(tx, created.id);
  });
  return { data: toAd(deps, row) };
};

export const createRoute: Route<"ads.create"> = { access: adsAdmins, handle: createAd };
