import { ChangePasswordScreen } from "../screens/ChangePassword.ts";

export { ChangePasswordScreen as Component };
