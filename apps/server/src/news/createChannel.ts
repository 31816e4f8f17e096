import { onlyRow } from "../db/Database.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { type ChannelRow, channelColumnsSql, toChannel } from "./rows.ts";
import { cleanDescription, cleanName, managers } from "./rules.ts";

const createChannel = async ({ body, caller, deps }: HandlerInput<"news.createChannel">) => {
  const row = onlyRow(
    await deps.db.query<ChannelRow>(
      `insert into news_channels as c (channel_type, name, description, is_active, created_by)
       values ($1, $2, $3, $4, $5) returning ${channelColumnsSql}`,
      [
        body.channelType,
        cleanName(body.name),
        cleanDescription(body.description),
        body.isActive,
        caller.userId,
      ],
    ),
    "the new channel",
  );
  return { data: toChannel(row) };
};

export const createChannelRoute: Route<"news.createChannel"> = { access: managers, handle: createChannel };
