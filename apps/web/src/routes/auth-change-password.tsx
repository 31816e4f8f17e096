import { ChangePasswordScreen } from "@haulboard/auth/screens/ChangePassword";

export { ChangePasswordScreen as Component };
