import { AdminLoginRedirect } from "@haulboard/auth/screens/LoginRedirects";

export { AdminLoginRedirect as Component };
