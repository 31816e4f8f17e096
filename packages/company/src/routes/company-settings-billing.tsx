import { BillingScreen } from "../Settings/Billing/BillingScreen.tsx";

export { BillingScreen as Component };
