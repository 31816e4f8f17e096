import { AccountSettingsScreen } from "../Settings/Account/AccountSettingsScreen.tsx";

export { AccountSettingsScreen as Component };
