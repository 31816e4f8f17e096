import { FastLoginScreen } from "../screens/FastLogin.ts";

export { FastLoginScreen as Component };
