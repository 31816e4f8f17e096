import type { HandlerInput, Route } from "../http/context.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { type AdRow, adStatusSql, adsAdmins, adsPageSize, selectAds, toAd } from "./rows.ts";

const adColumns: Record<string, SearchColumn> = {
  text: { sql: "(a.name || ' ' || a.advertiser)", kind: "text", notNull: true },
  name: { sql: "a.name", kind: "text", notNull: true },
  advertiser: { sql: "a.advertiser", kind: "text", notNull: true },
  status: { sql: adStatusSql, kind: "text", notNull: true },
  placement: { sql: "array_to_string(a.placements, ' ')", kind: "text", notNull: true },
  starts_at: { sql: "a.starts_at", kind: "date" },
  ends_at: { sql: "a.ends_at", kind: "date" },
  created_at: { sql: "a.created_at", kind: "date" },
  impressions: { sql: "coalesce(s.impressions, 0)", kind: "number" },
  clicks: { sql: "coalesce(s.clicks, 0)", kind: "number" },
  invalid_clicks: { sql: "coalesce(s.invalid_clicks, 0)", kind: "number" },
};

const searchAds = async ({ body, query, deps }: HandlerInput<"ads.search">) => {
  const page = pageOf(query, adsPageSize);
  const params: unknown[] = [];
  const where = whereClauses(body.filters, adColumns, params);
  const order = orderBy(body.orders, adColumns, { field: "created_at", direction: "desc" }, "a.id desc");
  const condition = where.length > 0 ? `where ${where.join(" and ")}` : "";
  const rows = await deps.db.query<AdRow & { total: number }>(
    `${selectAds.replace("select a.*", "select a.*, count(*) over ()::integer as total")} ${condition}
      order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.take, page.skip],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [counted] = await deps.db.query<{ total: number }>(
      `select count(*)::integer as total from ads a left join ad_stats s on s.ad_id = a.id ${condition}`,
      params,
    );
    total = counted?.total ?? 0;
  }
  const now = new Date();
  return { data: rows.map((row) => toAd(deps, row, now)), pagination: { ...page, total } };
};

export const searchRoute: Route<"ads.search"> = { access: adsAdmins, handle: searchAds };
