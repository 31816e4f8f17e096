import { SignUpScreen } from "../screens/SignUp.ts";

export { SignUpScreen as Component };
