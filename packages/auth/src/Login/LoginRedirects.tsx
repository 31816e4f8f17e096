import { Navigate } from "react-router";

/** /company-login redirects to login (access §2). */
export function CompanyLoginRedirect() {
  return <Navigate to="/login" replace />;
}

/** /admin-login redirects to login, keeping the admin variant (its background and forgot-password role). */
export function AdminLoginRedirect() {
  return <Navigate to="/login?role=admin" replace />;
}
