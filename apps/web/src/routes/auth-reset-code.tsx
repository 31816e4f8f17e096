import { ResetCodeScreen } from "@haulboard/auth/screens/ResetCode";

export { ResetCodeScreen as Component };
