import { TermsScreen } from "../screens/Legal.ts";

export { TermsScreen as Component };
