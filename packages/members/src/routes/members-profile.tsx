import { ProfileScreen } from "../Profile/ProfileScreen.tsx";

export { ProfileScreen as Component };
