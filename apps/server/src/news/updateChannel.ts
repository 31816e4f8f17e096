import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type ChannelRow, channelColumnsSql, toChannel } from "./rows.ts";
import { cleanDescription, cleanName, managers } from "./rules.ts";

const updateChannel = async ({ params, body, deps }: HandlerInput<"news.updateChannel">) => {
  const [row] = await deps.db.query<ChannelRow>(
    `update news_channels c set channel_type = $2, name = $3, description = $4, is_active = $5, updated_at = now()
      where c.id = $1 returning ${channelColumnsSql}`,
    [params.id, body.channelType, cleanName(body.name), cleanDescription(body.description), body.isActive],
  );
  if (!row) throw appError(Errors.channelNotFound);
  return { data: toChannel(row) };
};

export const updateChannelRoute: Route<"news.updateChannel"> = { access: managers, handle: updateChannel };
