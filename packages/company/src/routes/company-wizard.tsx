import { WizardLayout } from "../Wizard/WizardLayout.tsx";

export { WizardLayout as Component };
