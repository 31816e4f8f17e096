import { LogoutScreen } from "@haulboard/shell/portal";

export { LogoutScreen as Component };
