import { ChannelsScreen } from "../Channels/ChannelsScreen.tsx";

/** /news: the list of channels (access §6). One module per route, so each loads only its own screen. */
export function Component() {
  return <ChannelsScreen mode="list" />;
}
