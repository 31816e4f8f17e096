import { CompanyInfoScreen } from "@haulboard/auth/screens/CompanyInfo";

export { CompanyInfoScreen as Component };
