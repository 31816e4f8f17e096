import { CompanyListScreen } from "@haulboard/admin";

export { CompanyListScreen as Component };
