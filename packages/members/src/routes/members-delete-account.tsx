import { DeleteAccountScreen } from "../index.ts";

export { DeleteAccountScreen as Component };
