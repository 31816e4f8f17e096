import { ResetPasswordScreen } from "../index.ts";

export { ResetPasswordScreen as Component };
