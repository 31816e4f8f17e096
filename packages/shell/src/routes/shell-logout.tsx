import { LogoutScreen } from "../portal.ts";

export { LogoutScreen as Component };
