import { AdSettingsScreen } from "../Settings/AdSettingsScreens.tsx";

export { AdSettingsScreen as Component };
