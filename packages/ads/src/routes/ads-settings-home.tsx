import { HomePlacementsScreen } from "../Settings/HomePlacementsScreen.tsx";

export { HomePlacementsScreen as Component };
