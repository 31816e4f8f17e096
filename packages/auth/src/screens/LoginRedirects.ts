export { AdminLoginRedirect, CompanyLoginRedirect } from "../Login/LoginRedirects.tsx";
