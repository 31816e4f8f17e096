import { CompanyInfoScreen } from "../screens/CompanyInfo.ts";

export { CompanyInfoScreen as Component };
