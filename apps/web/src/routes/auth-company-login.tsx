import { CompanyLoginRedirect } from "@haulboard/auth/screens/LoginRedirects";

export { CompanyLoginRedirect as Component };
