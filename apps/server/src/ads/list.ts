import { onlyRow } from "../db/Database.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { pageOf } from "../http/search.ts";
import { type AdRow, adsAdmins, adsPageSize, selectAds, toAd } from "./rows.ts";

const listAds = async ({ query, deps }: HandlerInput<"ads.list">) => {
  const page = pageOf(query, adsPageSize);
  const rows = await deps.db.query<AdRow & { total: number }>(
    `${selectAds.replace("select a.*", "select a.*, count(*) over ()::integer as total")}
      order by a.created_at desc, a.id desc limit $1 offset $2`,
    [page.take, page.skip],
  );
  const total =
    rows[0]?.total ??
    onlyRow(await deps.db.query<{ total: number }>("select count(*)::integer as total from ads"), "count")
      .total;
  const now = new Date();
  return { data: rows.map((row) => toAd(deps, row, now)), pagination: { ...page, total } };
};

export const listRoute: Route<"ads.list"> = { access: adsAdmins, handle: listAds };
