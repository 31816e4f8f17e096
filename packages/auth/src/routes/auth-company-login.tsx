import { CompanyLoginRedirect } from "../screens/LoginRedirects.ts";

export { CompanyLoginRedirect as Component };
