import { ApplicationsScreen } from "../Applications/ApplicationsScreen.tsx";

export { ApplicationsScreen as Component };
