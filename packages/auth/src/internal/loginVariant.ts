/** The login has an admin variant: its own background image and forgot-password role (access §2). */
export type LoginVariant = "employer" | "admin";

/**
 * The admin variant shows when the path contains "admin" (access §2) or when `/admin-login` sent the
 * visitor here as `/login?role=admin` (the redirect keeps the spec's "redirects to login" and the variant).
 */
export const loginVariantOf = (pathname: string, search: string): LoginVariant =>
  pathname.includes("admin") || new URLSearchParams(search).get("role") === "admin" ? "admin" : "employer";

/** The Forgotten password link carries the role query: admin or employer (access §2). */
export const forgotPasswordHref = (variant: LoginVariant): string => `/forgot-password?role=${variant}`;

/** The login matching a reset's role query, to return to after the new password is set. */
export const loginHrefFor = (role: string | null | undefined): string =>
  role === "admin" ? "/login?role=admin" : "/login";
