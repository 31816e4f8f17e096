import { AdSettingsScreen } from "../Settings/AdSettingsScreen.tsx";

export { AdSettingsScreen as Component };
