import { adminRoles, adsRoles, channelsRoles, employerRoles, type Role, RoleName } from "@haulboard/domain";

/**
 * Who may call each API endpoint: the spec's role tables (access §6) read for the calls that serve
 * each screen. `bearer` endpoints are checked here before any input is read; `scope: "ownCompany"` adds
 * that a company member may only reach their own company (admins and internal users reach any).
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

const publicCall: RouteRule = { access: { kind: "public" } };
const signedIn: RouteRule = { access: { kind: "signedIn" } };
const roles = (list: readonly Role[], scope?: "ownCompany"): RouteRule => ({
  access: { kind: "roles", roles: list },
  ...(scope ? { scope } : {}),
});

/** Company portal roles (access §6): super admin, admin, internal user, company admin, company user. */
export const companyPortalRoles: readonly Role[] = [...adminRoles, RoleName.internalUser, ...employerRoles];
/** Company settings and employees: company user, company admin, admin, super admin (employer-work §2). */
export const companySettingsRoles: readonly Role[] = [...adminRoles, ...employerRoles];
/** Roles that reach every company without belonging to it. */
export const anyCompanyRoles: readonly Role[] = [...adminRoles, RoleName.internalUser];

export const routeAccess: Readonly<Record<string, RouteRule>> = {
  "auth.login": publicCall,
  "auth.loginSocial": publicCall,
  "auth.signup": publicCall,
  "auth.tokenPassword": publicCall,
  "auth.verifyTokenPassword": publicCall,
  "auth.resetPassword": publicCall,
  "auth.verifyEmail": publicCall,
  "auth.serviceToken": publicCall,
  "auth.refresh": { access: { kind: "refresh" } },
  "auth.validateEmployerEmail": { access: { kind: "service" } },
  "auth.logout": signedIn,
  "auth.changePassword": signedIn,
  // Only admin or super admin can impersonate (access §6).
  "auth.impersonate": roles(adminRoles),
  // Any impersonation token may end itself; the handler refuses a token that is not one.
  "auth.endImpersonation": signedIn,
  // The employer profile: the company portal's people ("the admin token is used for employers calls").
  "employer.get": roles(companyPortalRoles),
  "employer.update": roles(companyPortalRoles),
  // Own account deletion lives in the members area; only a driver deletes their own account this way.
  "members.deleteOwnAccount": roles([RoleName.driver]),
  // Only admin or super admin can search companies (access §6).
  "companies.search": roles(adminRoles),
  "companies.get": roles(companyPortalRoles, "ownCompany"),
  "companies.logo": signedIn,
  // An employer without a company creates one (company-info step); a driver becomes an employer first.
  "companies.create": roles(employerRoles),
  "companies.update": roles(companySettingsRoles, "ownCompany"),
  "companies.adminCreate": roles(adminRoles),
  // "Admins can also manage a company's employees" (access §6); company members manage their own.
  "employees.list": roles(companySettingsRoles, "ownCompany"),
  "employees.add": roles(companySettingsRoles, "ownCompany"),
  "employees.update": roles(companySettingsRoles, "ownCompany"),
  "employees.resetPassword": roles(companySettingsRoles, "ownCompany"),
  "admin.listAdmins": roles(adminRoles),
  "admin.createAdmin": roles(adminRoles),
  "admin.searchAdmins": roles(adminRoles),
  "admin.getEmployer": roles(adminRoles),
  "admin.changeEmployerPassword": roles(adminRoles),
  "admin.listCompanyEmployers": roles(adminRoles),
  // Driver List is a user-management screen: super admin and admin (access §6).
  "driverSubscriptions.search": roles(adminRoles),
  "driverSubscriptions.cancel": roles(adminRoles),
  // Recommend is in the company and the drivers navigation (access §2); anyone signed in may invite.
  "lead.invite": signedIn,
  "places.autocomplete": signedIn,
  "places.geocode": signedIn,
  // Media (employer-work §7): job videos for the company portal's people (the job wizard and edit); an
  // upload belongs to the user and company that started it (the handlers answer 404 to anyone else).
  "media.uploadSimple": roles(companyPortalRoles),
  "media.startUpload": roles(companyPortalRoles),
  "media.uploadPart": roles(companyPortalRoles),
  "media.finishUpload": roles(companyPortalRoles),
  "media.listParts": roles(companyPortalRoles),
  "media.delete": roles(companyPortalRoles),
  // Ads media: the ads area's roles (employer-work §2); post images: the channel admins (access §6).
  "media.uploadAd": roles(adsRoles),
  "media.deleteAd": roles(adsRoles),
  "media.uploadChannelImage": roles(channelsRoles),
  // The logo is part of the company settings: the company's own admins and users, and admins.
  "media.uploadCompanyLogo": roles(companySettingsRoles, "ownCompany"),
};

export const isAllowed = (rule: RouteRule, callerRoles: readonly Role[]): boolean => {
  const { access } = rule;
  if (access.kind !== "roles") return true;
  return callerRoles.some((role) => access.roles.includes(role));
};
