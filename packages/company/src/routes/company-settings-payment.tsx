import { PaymentSettingsScreen } from "../Settings/Payment/PaymentSettingsScreen.tsx";

export { PaymentSettingsScreen as Component };
