import { LoginScreen } from "@haulboard/auth";

export { LoginScreen as Component };
