import { HomePlacementsScreen } from "../Settings/AdSettingsScreens.tsx";

export { HomePlacementsScreen as Component };
