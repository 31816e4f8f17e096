import { ChannelsScreen } from "../Channels/ChannelsScreen.tsx";

/** /admin/channels: create, edit, activate and deactivate channels (news admins; contributors read). */
export function Component() {
  return <ChannelsScreen mode="manage" />;
}
