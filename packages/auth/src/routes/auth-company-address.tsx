import { CompanyAddressScreen } from "../screens/CompanyAddress.ts";

export { CompanyAddressScreen as Component };
