import { CompanyAddressScreen } from "@haulboard/auth/screens/CompanyAddress";

export { CompanyAddressScreen as Component };
