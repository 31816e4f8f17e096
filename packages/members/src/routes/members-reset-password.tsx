import { ResetPasswordContainer } from "../index.ts";

export { ResetPasswordContainer as Component };
