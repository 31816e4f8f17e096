import { type FeatureFlags, featureFlagDefaults } from "./FeatureFlag.ts";
import { type Portal, portalOfPath, portals } from "./Portal.ts";
import { type Role, RoleName } from "./Role.ts";
import { canAccessRoute } from "./RouteAccess.ts";

/** What a navigation entry does when chosen: open the invite dialog or log out. */
export type NavigationAction = "invite" | "logout";

export type NavigationItem =
  | { readonly kind: "link"; readonly key: string; readonly label: string; readonly path: string }
  | {
      readonly kind: "action";
      readonly key: string;
      readonly label: string;
      readonly action: NavigationAction;
      /** The route that performs the action, when there is one (the logout routes). */
      readonly path?: string;
    };

/** Who sees each portal's navigation (access §6 "Navigation content"). */
export const navigationRoles: Readonly<Record<Portal, readonly Role[]>> = {
  admin: [RoleName.superAdmin, RoleName.admin],
  company: [
    RoleName.companyAdmin,
    RoleName.companyUser,
    RoleName.internalUser,
    RoleName.superAdmin,
    RoleName.admin,
  ],
  news: [
    RoleName.newsAdmin,
    RoleName.newsContributor,
    RoleName.internalUser,
    RoleName.superAdmin,
    RoleName.admin,
  ],
  ads: [RoleName.adsAdmin, RoleName.superAdmin, RoleName.admin],
  drivers: [RoleName.driver, RoleName.internalUser, RoleName.superAdmin, RoleName.admin],
};

export const navigationLabels = {
  companyList: "Company List",
  userManagement: "User Management",
  logout: "Log out",
  createJob: "Create New Job",
  postedJobs: "Posted Jobs",
  recommend: "Recommend",
  settings: "Settings",
  home: "Home",
  newsChannels: "News Channels",
  manageAds: "Manage Ads",
} as const;

const link = (key: keyof typeof navigationLabels, path: string): NavigationItem => ({
  kind: "link",
  key,
  label: navigationLabels[key],
  path,
});
const recommend: NavigationItem = {
  kind: "action",
  key: "recommend",
  label: navigationLabels.recommend,
  action: "invite",
};
const logout = (path: string): NavigationItem => ({
  kind: "action",
  key: "logout",
  label: navigationLabels.logout,
  action: "logout",
  path,
});

/** Each portal's navigation as the spec lists it (access §2), before filtering. */
export const navigationItems: Readonly<Record<Portal, readonly NavigationItem[]>> = {
  admin: [
    link("companyList", "/admin/company-list"),
    link("userManagement", "/admin/user-management"),
    logout("/admin/logout"),
  ],
  company: [
    link("createJob", "/company/jobs/new"),
    link("postedJobs", "/company/jobs"),
    recommend,
    link("settings", "/company/settings"),
    logout("/company/logout"),
  ],
  drivers: [
    link("home", "/members/home"),
    recommend,
    link("settings", "/members/settings"),
    logout("/logout"),
  ],
  news: [link("newsChannels", "/admin/channels"), logout("/logout")],
  ads: [link("manageAds", "/ads/manage"), link("settings", "/ads/settings"), logout("/logout")],
};

/** The newer layout (flag newLayout) keeps only Create New Job and Posted Jobs in the company navigation. */
export const newLayoutCompanyKeys: readonly string[] = ["createJob", "postedJobs"];

export const canSeeNavigation = (portal: Portal, roles: readonly Role[]): boolean =>
  navigationRoles[portal].some((role) => roles.includes(role));

/**
 * The portal whose frame and navigation a page is shown in: the path's own portal when the roles may see
 * its navigation; otherwise the first portal whose navigation they may see (an ads admin opening the news
 * list stays in the ADs Portal), so a portal's navigation is never empty (issue 13).
 */
export const framingPortal = (path: string, roles: readonly Role[]): Portal => {
  const own = portalOfPath(path) ?? "company";
  if (canSeeNavigation(own, roles)) return own;
  return portals.find((portal) => canSeeNavigation(portal, roles)) ?? own;
};

export interface NavigationOptions {
  readonly flags?: FeatureFlags;
}

/**
 * The items a user sees in a portal's navigation: none when the roles may not see that navigation; links to
 * routes the roles cannot open are left out (this is how "News Channels (only if permitted)" is read, together
 * with the channels flag); the newer layout trims the company navigation.
 */
export const navigationFor = (
  portal: Portal,
  roles: readonly Role[],
  { flags = featureFlagDefaults }: NavigationOptions = {},
): NavigationItem[] => {
  if (!canSeeNavigation(portal, roles)) return [];
  return navigationItems[portal].filter((item) => {
    if (portal === "company" && flags.newLayout && !newLayoutCompanyKeys.includes(item.key)) return false;
    if (item.key === "newsChannels" && !flags.channels) return false;
    return item.kind === "action" || canAccessRoute(item.path, roles);
  });
};
