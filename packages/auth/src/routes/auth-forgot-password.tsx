import { ForgotPasswordScreen } from "../screens/ForgotPassword.ts";

export { ForgotPasswordScreen as Component };
