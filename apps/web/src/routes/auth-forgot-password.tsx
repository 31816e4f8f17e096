import { ForgotPasswordScreen } from "@haulboard/auth/screens/ForgotPassword";

export { ForgotPasswordScreen as Component };
