import { type Role, RoleName } from "./Role.ts";

/** The five portals, in the spec's order (access §2 "Navigation, portals and header"). */
export const portals = ["admin", "company", "news", "drivers", "ads"] as const;
export type Portal = (typeof portals)[number];

export const portalLabels: Readonly<Record<Portal, string>> = {
  admin: "Admin Portal",
  company: "Company Portal",
  news: "News Portal",
  drivers: "Drivers Portal",
  ads: "ADs Portal",
};

export const portalLabel = (portal: Portal): string => portalLabels[portal];

export const isPortal = (value: unknown): value is Portal =>
  typeof value === "string" && (portals as readonly string[]).includes(value);

/** The portal access table (access §6). */
export const portalAccess: Readonly<Record<Portal, readonly Role[]>> = {
  admin: [RoleName.superAdmin, RoleName.admin],
  company: [
    RoleName.superAdmin,
    RoleName.admin,
    RoleName.internalUser,
    RoleName.companyAdmin,
    RoleName.companyUser,
  ],
  news: [RoleName.superAdmin, RoleName.admin, RoleName.newsAdmin, RoleName.newsContributor],
  drivers: [RoleName.driver],
  ads: [RoleName.adsAdmin, RoleName.superAdmin, RoleName.admin],
};

/** Where the portal switcher takes the user (each portal's home route). */
export const portalHomePaths: Readonly<Record<Portal, string>> = {
  admin: "/admin/company-list",
  company: "/company/jobs",
  news: "/news",
  drivers: "/members/home",
  ads: "/ads",
};

export const canUsePortal = (portal: Portal, roles: readonly Role[]): boolean =>
  portalAccess[portal].some((role) => roles.includes(role));

/** The portals a user may open, in the spec's order. */
export const portalsFor = (roles: readonly Role[]): Portal[] =>
  portals.filter((portal) => canUsePortal(portal, roles));

/** The switcher is shown only when the user is allowed two or more portals. */
export const showsPortalSwitcher = (roles: readonly Role[]): boolean => portalsFor(roles).length >= 2;

/** The portal a path belongs to, read from its first segment; undefined for public and auth pages. */
export const portalOfPath = (path: string): Portal | undefined => {
  const segments = path.replace(/[?#].*$/, "").split("/");
  // The channels screen lives under /admin but belongs to the news navigation.
  if (segments[1] === "admin" && segments[2] === "channels") return "news";
  switch (segments[1]) {
    case "admin":
      return "admin";
    case "company":
      return "company";
    case "news":
      return "news";
    case "members":
      return "drivers";
    case "ads":
      return "ads";
    default:
      return undefined;
  }
};
