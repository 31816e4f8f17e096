import { OrderHistoryScreen } from "../Settings/Billing/OrderHistoryScreen.tsx";

export { OrderHistoryScreen as Component };
