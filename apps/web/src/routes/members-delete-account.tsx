import { DeleteAccountContainer } from "@haulboard/members";

export { DeleteAccountContainer as Component };
