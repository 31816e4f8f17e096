import { SignUpScreen } from "@haulboard/auth/screens/SignUp";

export { SignUpScreen as Component };
