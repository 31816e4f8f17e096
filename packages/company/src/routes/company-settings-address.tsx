import { AddressSettingsScreen } from "../Settings/Address/AddressSettingsScreen.tsx";

export { AddressSettingsScreen as Component };
