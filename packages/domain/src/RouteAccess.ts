import { demoRoutes } from "./DemoRoutes.ts";
import { newsReaderRoles, newsWriterRoles } from "./News.ts";
import { adminRoles, type Role, RoleName } from "./Role.ts";

/**
 * Who may open each route of both spec documents (access §2 and §6, employer-work §2).
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in user whatever the roles (the guard checks the user id).
 * - `roles`: a signed-in user holding at least one of the roles.
 */
export type RouteRule =
  | { readonly kind: "public" }
  | { readonly kind: "signedIn" }
  | { readonly kind: "roles"; readonly roles: readonly Role[] };

export interface RouteAccessEntry {
  /** A path pattern; `:name` matches one segment. */
  readonly pattern: string;
  readonly rule: RouteRule;
}

const publicRoute: RouteRule = { kind: "public" };
const roles = (...list: Role[]): RouteRule => ({ kind: "roles", roles: list });

/** Job section: company user, company admin, internal user, super admin, admin (employer-work §2). */
export const jobSectionRoles: readonly Role[] = [
  RoleName.companyUser,
  RoleName.companyAdmin,
  RoleName.internalUser,
  RoleName.superAdmin,
  RoleName.admin,
];
/** Company settings: company user, company admin, admin, super admin (employer-work §2). */
export const companySettingsRoles: readonly Role[] = [
  RoleName.companyUser,
  RoleName.companyAdmin,
  RoleName.admin,
  RoleName.superAdmin,
];
/** Members settings: driver, super admin, admin, internal user (access §6). */
export const membersSettingsRoles: readonly Role[] = [
  RoleName.driver,
  RoleName.superAdmin,
  RoleName.admin,
  RoleName.internalUser,
];
/** News list: news admin, news contributor, internal user, super admin, admin, ads admin (access §6). */
export const newsListRoles: readonly Role[] = [
  RoleName.newsAdmin,
  RoleName.newsContributor,
  RoleName.internalUser,
  RoleName.superAdmin,
  RoleName.admin,
  RoleName.adsAdmin,
];
/** Admin channels: news admin, news contributor (access §6). */
export const channelsRoles: readonly Role[] = [RoleName.newsAdmin, RoleName.newsContributor];
/** Ads: ads admin, also admins (employer-work §2). */
export const adsRoles: readonly Role[] = [RoleName.adsAdmin, RoleName.superAdmin, RoleName.admin];

const jobs = roles(...jobSectionRoles);
const settings = roles(...companySettingsRoles);
const admins = roles(...adminRoles);
const members = roles(...membersSettingsRoles);
const ads = roles(...adsRoles);

export const routeAccessTable: readonly RouteAccessEntry[] = [
  // Public and authentication routes (access §2).
  ...[
    "/",
    "/login",
    "/fast-login",
    "/company-login",
    "/admin-login",
    "/logout",
    "/signup",
    "/forgot-password",
    "/reset-code",
    "/change-password",
    "/email/validation/success",
    "/email/validation/unsuccess",
    "/deleted-members",
    "/terms",
    "/privacy",
    "/company-info",
    "/company-address",
    "/company/logout",
    "/admin/logout",
    ...demoRoutes,
  ].map((pattern) => ({ pattern, rule: publicRoute })),
  // Company area (employer-work §2).
  ...[
    "/company",
    "/company/jobs",
    "/company/jobs/new",
    "/company/jobs/new/targeting-address",
    "/company/jobs/new/addons",
    "/company/jobs/new/payment-method",
    "/company/jobs/:id/job-content",
    "/company/jobs/:id/address",
    "/company/jobs/:id/addons",
    "/company/jobs/:id/job-content-duplicate",
    "/company/jobs/:id/address-duplicate",
    "/company/jobs/:id/addons-duplicate",
    "/company/jobs/:id/detail",
    "/company/jobs/:id/candidates",
    // The duplicate flow's payment (jobedit): the spec names no path for it.
    "/company/jobs/:id/payment-method-duplicate",
  ].map((pattern) => ({ pattern, rule: jobs })),
  // Issue 17: a job's applicants (our route; the spec names none).
  ...["/company/jobs/:id/applicants"].map((pattern) => ({ pattern, rule: jobs })),
  ...[
    "/company/settings",
    "/company/settings/account-settings",
    "/company/settings/company-settings",
    "/company/settings/address-settings",
    "/company/settings/password",
    "/company/settings/payment",
    "/company/settings/billing",
    "/company/settings/billing/order-history",
    // Issue 18: the employees section of the settings (the spec names the modals, not a path).
    "/company/settings/employees",
  ].map((pattern) => ({ pattern, rule: settings })),
  // Members area (access §2, §6).
  // Home is not in the spec's access list; it is the members navigation's audience (access §6), so that
  // nobody opens an empty Drivers Portal (issue 13).
  { pattern: "/members", rule: members },
  { pattern: "/members/home", rule: members },
  ...["/members/settings", "/members/settings/reset-password", "/members/settings/delete-account"].map(
    (pattern) => ({ pattern, rule: members }),
  ),
  // The drivers' side (issue 19): a driver's own profile, job pages and applications.
  ...["/members/settings/profile", "/members/jobs/:id", "/members/applications"].map((pattern) => ({
    pattern,
    rule: roles(RoleName.driver),
  })),
  // Admin area (access §2, §6; employer-work §2).
  ...[
    "/admin",
    "/admin/company-list",
    "/admin/company-list/job",
    "/admin/company-list/:id/job-content",
    "/admin/company-list/:id/address",
    "/admin/user-management",
    "/admin/user-management/applicants",
    "/admin/user-management/drivers",
    "/admin/user-management/admins",
  ].map((pattern) => ({ pattern, rule: admins })),
  { pattern: "/admin/channels", rule: roles(...channelsRoles) },
  // News and ads (access §6, employer-work §2).
  { pattern: "/news", rule: roles(...newsListRoles) },
  // News (issue 20): a channel's posts, the post editor, and the drivers' reading side (beyond the spec).
  { pattern: "/news/channels/:id", rule: roles(...newsListRoles) },
  { pattern: "/news/channels/:id/posts/new", rule: roles(...newsWriterRoles) },
  { pattern: "/news/posts/:id/edit", rule: roles(...newsWriterRoles) },
  ...["/members/news", "/members/news/:id"].map((pattern) => ({ pattern, rule: roles(...newsReaderRoles) })),
  ...["/ads", "/ads/manage", "/ads/manage/:id", "/ads/settings", "/ads/settings/home"].map((pattern) => ({
    pattern,
    rule: ads,
  })),
];

const normalise = (path: string): string => {
  const bare = path.replace(/[?#].*$/, "");
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return trimmed === "" ? "/" : trimmed;
};

const matches = (pattern: string, path: string): boolean => {
  const wanted = pattern.split("/");
  const actual = path.split("/");
  return (
    wanted.length === actual.length &&
    wanted.every((part, index) => {
      const segment = actual[index] as string;
      return part.startsWith(":") ? segment.length > 0 : part === segment;
    })
  );
};

/** The rule of a path (query and hash ignored, trailing slash ignored), or undefined for an unknown path. */
export const routeRuleFor = (path: string): RouteRule | undefined => {
  const target = normalise(path);
  return routeAccessTable.find((entry) => matches(entry.pattern, target))?.rule;
};

/** True when the route needs a signed-in user (the guard sends others to login). */
export const requiresSignIn = (path: string): boolean => routeRuleFor(path)?.kind !== "public";

/**
 * Whether a user holding `roles` may open `path`. Public and signed-in-only routes pass whatever the roles
 * (the guard checks the user id separately); an unknown path is refused.
 */
export const canAccessRoute = (path: string, userRoles: readonly Role[]): boolean => {
  const rule = routeRuleFor(path);
  if (rule === undefined) return false;
  if (rule.kind !== "roles") return true;
  return rule.roles.some((role) => userRoles.includes(role));
};
