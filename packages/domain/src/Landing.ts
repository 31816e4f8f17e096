import { hasAnyRole, isAdmin, isEmployer, newsRoles, type Role, RoleName } from "./Role.ts";

export const landingRoutes = {
  companyList: "/admin/company-list",
  news: "/news",
  companyInfo: "/company-info",
  ads: "/ads",
  jobs: "/company/jobs",
  members: "/members/home",
} as const;

export type LandingRoute = (typeof landingRoutes)[keyof typeof landingRoutes];

export interface LandingInput {
  readonly roles: readonly Role[];
  /** Whether the signed-in employer already belongs to a company. */
  readonly hasCompany: boolean;
}

/**
 * Where a user goes after sign-in (access §4), first rule that applies:
 * 1. super admin or admin: the company list;
 * 2. news admin or news contributor: news, or company info creation when also a company user
 *    (company admin or company user) without a company;
 * 3. ads admin: ads;
 * 4. internal user, company admin, company user: jobs, or company info when an employer has no company
 *    (an internal user is staff and always goes to jobs);
 * 5. driver and anyone else: the members home.
 */
export const landingRouteFor = ({ roles, hasCompany }: LandingInput): LandingRoute => {
  if (isAdmin(roles)) return landingRoutes.companyList;
  const needsCompany = isEmployer(roles) && !hasCompany;
  if (hasAnyRole(roles, newsRoles)) return needsCompany ? landingRoutes.companyInfo : landingRoutes.news;
  if (roles.includes(RoleName.adsAdmin)) return landingRoutes.ads;
  if (needsCompany) return landingRoutes.companyInfo;
  if (isEmployer(roles) || roles.includes(RoleName.internalUser)) return landingRoutes.jobs;
  return landingRoutes.members;
};
