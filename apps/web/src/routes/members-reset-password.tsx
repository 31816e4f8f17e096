import { ResetPasswordContainer } from "@haulboard/members";

export { ResetPasswordContainer as Component };
