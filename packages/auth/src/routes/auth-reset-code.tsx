import { ResetCodeScreen } from "../screens/ResetCode.ts";

export { ResetCodeScreen as Component };
