import { CompanySettingsScreen } from "../Settings/Company/CompanySettingsScreen.tsx";

export { CompanySettingsScreen as Component };
