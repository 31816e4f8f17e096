import { PaymentStepScreen } from "../Wizard/Payment/PaymentStepScreen.tsx";

export { PaymentStepScreen as Component };
