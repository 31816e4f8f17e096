/**
 * The nine role names of the product (access §6, employer-work §6) and the rules that read them.
 */
export const RoleName = {
  superAdmin: "160SuperAdmin",
  admin: "160Admin",
  internalUser: "160InternalUser",
  companyAdmin: "TNCompanyAdmin",
  companyUser: "Employer",
  newsAdmin: "NewsAdmin",
  newsContributor: "NewsContributor",
  driver: "Driver",
  adsAdmin: "AdsAdmin",
} as const;

export type RoleKey = keyof typeof RoleName;
export type Role = (typeof RoleName)[RoleKey];

/** Every role, in the order the spec lists them. */
export const allRoles: readonly Role[] = [
  RoleName.superAdmin,
  RoleName.admin,
  RoleName.internalUser,
  RoleName.companyAdmin,
  RoleName.companyUser,
  RoleName.newsAdmin,
  RoleName.newsContributor,
  RoleName.driver,
  RoleName.adsAdmin,
];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (allRoles as readonly string[]).includes(value);

/** Keeps the known roles of a list read from a token or a profile, dropping anything else. */
export const knownRoles = (values: readonly unknown[]): Role[] => values.filter(isRole);

/** Human labels; the spec names the roles in words (super admin, company user …): title case is our choice. */
export const roleLabels: Readonly<Record<Role, string>> = {
  "160SuperAdmin": "Super Admin",
  "160Admin": "Admin",
  "160InternalUser": "Internal User",
  TNCompanyAdmin: "Company Admin",
  Employer: "Company User",
  NewsAdmin: "News Admin",
  NewsContributor: "News Contributor",
  Driver: "Driver",
  AdsAdmin: "Ads Admin",
};

export const roleLabel = (role: Role): string => roleLabels[role];

/** The role whose label is given (case-insensitive), or undefined. */
export const roleFromLabel = (label: string): Role | undefined => {
  const wanted = label.trim().toLowerCase();
  return allRoles.find((role) => roleLabels[role].toLowerCase() === wanted);
};

export const hasAnyRole = (roles: readonly Role[], wanted: readonly Role[]): boolean =>
  roles.some((role) => wanted.includes(role));

/** Super admin and admin: the spec's "admins". */
export const adminRoles: readonly Role[] = [RoleName.superAdmin, RoleName.admin];
/** Company admin and company user: the employers. */
export const employerRoles: readonly Role[] = [RoleName.companyAdmin, RoleName.companyUser];
export const newsRoles: readonly Role[] = [RoleName.newsAdmin, RoleName.newsContributor];

export const isAdmin = (roles: readonly Role[]): boolean => hasAnyRole(roles, adminRoles);
export const isEmployer = (roles: readonly Role[]): boolean => hasAnyRole(roles, employerRoles);

/**
 * Who changes jobs (their content, tags, media): the company's users, and admins on any company's job
 * (employer-work §6). Internal users read them only.
 */
export const jobWriterRoles: readonly Role[] = [...adminRoles, ...employerRoles];
export const canWriteJobs = (roles: readonly Role[]): boolean => hasAnyRole(roles, jobWriterRoles);

/** Only admin or super admin may impersonate (access §6). */
export const canImpersonate = isAdmin;
/** Only admin or super admin may search companies (access §6, POST /companies/search). */
export const canSearchCompanies = isAdmin;
/** The company picker in the company-portal header is shown to admins (access §6). */
export const showsCompanyPicker = isAdmin;
/** Only admins boost with the admin endpoint (employer-work §6). */
export const canBoostAsAdmin = isAdmin;
/** Only admins create companies, list and create admins, and edit other companies' jobs (employer-work §6). */
export const canCreateCompanies = isAdmin;
export const canManageAdmins = isAdmin;
export const canEditOtherCompaniesJobs = isAdmin;
/** Admins manage a company's employees; company admins and users manage their own (employer-work §4). */
export const canManageEmployees = (roles: readonly Role[]): boolean => isAdmin(roles) || isEmployer(roles);
/**
 * Changing company data and employees: "Company admins and admins manage company data, employees and
 * billing" (employer-work, overview). Company users see the settings and the employee list only.
 */
export const canManageCompany = (roles: readonly Role[]): boolean =>
  isAdmin(roles) || roles.includes(RoleName.companyAdmin);
/** Only employers (company user role) load their profile at startup (access §4). */
export const loadsProfileAtStartup = (roles: readonly Role[]): boolean =>
  roles.includes(RoleName.companyUser);

/**
 * Role ids in the token's `rid` claim. The spec gives two readings: 1 admin, 2 member, 3 employer;
 * and another list with admin 1 and employer 2. Both are kept.
 */
export const roleIds = { admin: 1, member: 2, employer: 3 } as const;
export const alternateRoleIds = { admin: 1, employer: 2 } as const;

/** The portal kinds of the login payload (`role`). */
export const loginRoles = ["employer", "member", "admin", "NewsAdmin"] as const;
export type LoginRole = (typeof loginRoles)[number];
export const defaultLoginRole: LoginRole = "employer";

/** The role derived from `rid`: the admin id gives admin, anything else employer (access §3). */
export const loginRoleFromRid = (rid: number | string | undefined | null): "admin" | "employer" =>
  Number(rid) === roleIds.admin ? "admin" : "employer";
