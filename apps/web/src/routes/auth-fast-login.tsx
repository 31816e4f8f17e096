import { FastLoginScreen } from "@haulboard/auth/screens/FastLogin";

export { FastLoginScreen as Component };
