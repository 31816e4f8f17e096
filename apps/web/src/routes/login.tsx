import { LoginScreen } from "@haulboard/auth/screens/Login";

export { LoginScreen as Component };
