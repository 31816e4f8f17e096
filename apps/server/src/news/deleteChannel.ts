import { appError, Errors } from "../errors/catalogue.ts";
import type { HandlerInput, Route } from "../http/context.ts";
import { managers } from "./rules.ts";

const deleteChannel = async ({ params, deps }: HandlerInput<"news.deleteChannel">) => {
  const deleted = await deps.db.query("delete from news_channels where id = $1 returning id", [params.id]);
  if (deleted.length === 0) throw appError(Errors.channelNotFound);
  return { data: null };
};

export const deleteChannelRoute: Route<"news.deleteChannel"> = { access: managers, handle: deleteChannel };
