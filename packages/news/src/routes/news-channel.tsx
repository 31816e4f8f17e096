import { ErrorPage } from "@haulboard/shell";
import { ChannelPostsScreen } from "../Posts/ChannelPostsScreen.tsx";
import { useIdParam } from "./useIdParam.ts";

/** /news/channels/:id: a channel's posts. */
export function Component() {
  const id = useIdParam();
  if (id === undefined) return <ErrorPage status={404} statusText="Not Found" />;
  return <ChannelPostsScreen key={id} channelId={id} />;
}
