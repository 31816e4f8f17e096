import { AdminLoginRedirect } from "../screens/LoginRedirects.ts";

export { AdminLoginRedirect as Component };
