import type { HandlerInput, Route } from "../http/context.ts";
import { toChannel } from "./rows.ts";
import { loadChannel, readers } from "./rules.ts";

const getChannel = async ({ params, deps }: HandlerInput<"news.getChannel">) => ({
  data: toChannel(await loadChannel(deps.db, params.id)),
});

export const getChannelRoute: Route<"news.getChannel"> = { access: readers, handle: getChannel };
