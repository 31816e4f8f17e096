import { defaultPageSize } from "@haulboard/domain";
import type { HandlerInput, Route } from "../http/context.ts";
import { orderBy, pageOf, type SearchColumn, whereClauses } from "../http/search.ts";
import { type ChannelRow, channelColumnsSql, toChannel } from "./rows.ts";
import { readers } from "./rules.ts";

const channelColumns: Readonly<Record<string, SearchColumn>> = {
  name: { sql: "c.name", kind: "text", notNull: true },
  channel_type: { sql: "c.channel_type", kind: "text", notNull: true },
  is_active: { sql: "c.is_active", kind: "boolean" },
  created_at: { sql: "c.created_at", kind: "date" },
};

/** POST /news/channels/search: filters, orders created_at descending by default, offset and limit. */
const searchChannels = async ({ body, query, deps }: HandlerInput<"news.searchChannels">) => {
  const page = pageOf(query, defaultPageSize);
  const params: unknown[] = [];
  const where = ["true", ...whereClauses(body.filters, channelColumns, params)];
  const order = orderBy(body.orders, channelColumns, { field: "created_at", direction: "desc" }, "c.id desc");
  params.push(page.take, page.skip);
  const rows = await deps.db.query<ChannelRow & { total: number }>(
    `select ${channelColumnsSql}, count(*) over ()::integer as total from news_channels c
      where ${where.join(" and ")} order by ${order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.skip > 0) {
    const [counted] = await deps.db.query<{ total: number }>(
      `select count(*)::integer as total from news_channels c where ${where.join(" and ")}`,
      params.slice(0, -2),
    );
    total = counted?.total ?? 0;
  }
  return { data: rows.map(toChannel), pagination: { ...page, total } };
};

export const searchChannelsRoute: Route<"news.searchChannels"> = { access: readers, handle: searchChannels };
