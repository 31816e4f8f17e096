import { CompanyListScreen } from "../index.ts";

export { CompanyListScreen as Component };
