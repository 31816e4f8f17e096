import { LoginScreen } from "../screens/Login.ts";

export { LoginScreen as Component };
