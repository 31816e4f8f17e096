import { AddonsStepScreen } from "../Wizard/Addons/AddonsStepScreen.tsx";

export { AddonsStepScreen as Component };
