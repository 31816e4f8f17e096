import { ContentStepScreen } from "../Wizard/Content/ContentStepScreen.tsx";

export { ContentStepScreen as Component };
