import { DeleteAccountContainer } from "../index.ts";

export { DeleteAccountContainer as Component };
