import { PasswordSettingsScreen } from "../Settings/Password/PasswordSettingsScreen.tsx";

export { PasswordSettingsScreen as Component };
