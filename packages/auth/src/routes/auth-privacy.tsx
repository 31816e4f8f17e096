import { PrivacyScreen } from "../screens/Legal.ts";

export { PrivacyScreen as Component };
