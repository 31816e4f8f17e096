import { adminRoles, employerRoles, type Role, RoleName } from "@haulboard/domain";

/**
 * The vocabulary of access rules. Each route states its rule beside its handler (src/<module>/<verb>.ts): the
 * spec's role tables (access §6) read for the calls that serve each screen. `bearer` endpoints are
 * checked before any input is read; `scope: "ownCompany"` adds that a company member may only reach
 * their own company (admins and internal users reach any).
 */
export type Access =
  | { readonly kind: "public" }
  | { readonly kind: "refresh" }
  | { readonly kind: "service" }
  | { readonly kind: "signedIn" }
  | { readonly kind: "roles"; readonly roles: readonly Role[] };

export interface RouteRule {
  readonly access: Access;
  /** The route's `{id}` is a company id that a non-admin caller must belong to. */
  readonly scope?: "ownCompany";
}

/** No token needed. */
export const publicCall: RouteRule = { access: { kind: "public" } };
/** The refresh token as bearer (auth.refresh). */
export const refreshCall: RouteRule = { access: { kind: "refresh" } };
/** The 5-second service token (validate-employer-email). */
export const serviceCall: RouteRule = { access: { kind: "service" } };
/** Anyone signed in. */
export const signedIn: RouteRule = { access: { kind: "signedIn" } };
/** Callers holding one of `list`; with `ownCompany`, a company member reaches only their own company. */
export const roles = (list: readonly Role[], scope?: "ownCompany"): RouteRule => ({
  access: { kind: "roles", roles: list },
  ...(scope ? { scope } : {}),
});

/** Company portal roles (access §6): super admin, admin, internal user, company admin, company user. */
export const companyPortalRoles: readonly Role[] = [...adminRoles, RoleName.internalUser, ...employerRoles];
/** Company settings and employees: company user, company admin, admin, super admin (employer-work §2). */
export const companySettingsRoles: readonly Role[] = [...adminRoles, ...employerRoles];
/**
 * Who changes company data and employees: "Company admins and admins manage company data, employees
 * and billing" (employer-work, overview). Company users see the settings but do not change them.
 */
export const companyManagerRoles: readonly Role[] = [...adminRoles, RoleName.companyAdmin];
/** Roles that reach every company without belonging to it. */
export const anyCompanyRoles: readonly Role[] = [...adminRoles, RoleName.internalUser];

export const isAllowed = (rule: RouteRule, callerRoles: readonly Role[]): boolean => {
  const { access } = rule;
  if (access.kind !== "roles") return true;
  return callerRoles.some((role) => access.roles.includes(role));
};
