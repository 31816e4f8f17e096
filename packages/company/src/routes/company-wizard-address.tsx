import { AddressStepScreen } from "../Wizard/Address/AddressStepScreen.tsx";

export { AddressStepScreen as Component };
