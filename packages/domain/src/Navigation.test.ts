import { describe, expect, it } from "vitest";
import { featureFlagDefaults } from "./FeatureFlag.ts";
import { canSeeNavigation, framingPortal, navigationFor } from "./Navigation.ts";
import type { Portal } from "./Portal.ts";
import { allRoles, type Role } from "./Role.ts";
import { canAccessRoute } from "./RouteAccess.ts";

const labels = (portal: Portal, roles: Role[], flags = featureFlagDefaults) =>
  navigationFor(portal, roles, { flags }).map((item) => item.label);

describe("navigation by portal", () => {
  it("gives admins Company List, User Management, Log out", () => {
    expect(labels("admin", ["160Admin"])).toEqual(["Company List", "User Management", "Log out"]);
    expect(navigationFor("admin", ["160SuperAdmin"])).toEqual([
      { kind: "link", key: "companyList", label: "Company List", path: "/admin/company-list" },
      { kind: "link", key: "userManagement", label: "User Management", path: "/admin/user-management" },
      { kind: "action", key: "logout", label: "Log out", action: "logout", path: "/admin/logout" },
    ]);
  });

  it("gives the company portal Create New Job, Posted Jobs, Recommend, Settings, Log out", () => {
    expect(labels("company", ["Employer"])).toEqual([
      "Create New Job",
      "Posted Jobs",
      "Recommend",
      "Settings",
      "Log out",
    ]);
    expect(navigationFor("company", ["TNCompanyAdmin"]).find((item) => item.key === "recommend")).toEqual({
      kind: "action",
      key: "recommend",
      label: "Recommend",
      action: "invite",
    });
  });

  it("leaves Settings out for an internal user, who may not open company settings", () => {
    expect(labels("company", ["160InternalUser"])).toEqual([
      "Create New Job",
      "Posted Jobs",
      "Recommend",
      "Log out",
    ]);
  });

  it("keeps only Create New Job and Posted Jobs in the newer layout", () => {
    expect(labels("company", ["Employer"], { ...featureFlagDefaults, newLayout: true })).toEqual([
      "Create New Job",
      "Posted Jobs",
    ]);
    expect(labels("admin", ["160Admin"], { ...featureFlagDefaults, newLayout: true })).toHaveLength(3);
  });

  it("gives drivers Home, Recommend, Settings, Log out", () => {
    expect(labels("drivers", ["Driver"])).toEqual(["Home", "Recommend", "Settings", "Log out"]);
  });

  it("shows News Channels only when permitted and the channels flag is on", () => {
    expect(labels("news", ["NewsAdmin"])).toEqual(["News Channels", "Log out"]);
    expect(labels("news", ["NewsContributor"], { ...featureFlagDefaults, channels: false })).toEqual([
      "Log out",
    ]);
    expect(labels("news", ["160Admin"])).toEqual(["Log out"]);
  });

  it("gives the ads portal Manage Ads, Settings, Log out", () => {
    expect(labels("ads", ["AdsAdmin"])).toEqual(["Manage Ads", "Settings", "Log out"]);
  });

  it.each([
    ["admin", ["160SuperAdmin", "160Admin"]],
    ["company", ["160SuperAdmin", "160Admin", "160InternalUser", "TNCompanyAdmin", "Employer"]],
    ["news", ["160SuperAdmin", "160Admin", "160InternalUser", "NewsAdmin", "NewsContributor"]],
    ["ads", ["160SuperAdmin", "160Admin", "AdsAdmin"]],
    ["drivers", ["160SuperAdmin", "160Admin", "160InternalUser", "Driver"]],
  ] as [Portal, Role[]][])("shows the %s navigation to %j only", (portal, allowed) => {
    for (const role of allRoles) {
      expect(canSeeNavigation(portal, [role])).toBe(allowed.includes(role));
      if (!allowed.includes(role)) expect(navigationFor(portal, [role])).toEqual([]);
    }
  });
});

describe("the portal a page is framed in", () => {
  it("keeps an ads admin on the news list in the ADs Portal, with its navigation", () => {
    expect(canAccessRoute("/news", ["AdsAdmin"])).toBe(true);
    expect(framingPortal("/news", ["AdsAdmin"])).toBe("ads");
    expect(labels("ads", ["AdsAdmin"])).toEqual(["Manage Ads", "Settings", "Log out"]);
  });

  it("falls back to the company portal outside the portals, and to the path's portal with no role", () => {
    expect(framingPortal("/login", ["Employer"])).toBe("company");
    expect(framingPortal("/news", [])).toBe("news");
  });

  it("uses the path's own portal for those who may see its navigation", () => {
    expect(framingPortal("/news", ["NewsAdmin"])).toBe("news");
    expect(framingPortal("/company/jobs", ["160Admin"])).toBe("company");
    expect(framingPortal("/members/home", ["Driver"])).toBe("drivers");
  });

  it("never frames an open route in a portal with an empty navigation", () => {
    const paths = [
      "/news",
      "/members/home",
      "/members/settings",
      "/company/jobs",
      "/admin/company-list",
      "/ads",
    ];
    for (const role of allRoles) {
      for (const path of paths) {
        if (!canAccessRoute(path, [role])) continue;
        expect(navigationFor(framingPortal(path, [role]), [role]), `${role} on ${path}`).not.toEqual([]);
      }
    }
  });

  it("lets only the members navigation's audience open the drivers' home", () => {
    for (const role of allRoles) {
      expect(canAccessRoute("/members/home", [role])).toBe(canSeeNavigation("drivers", [role]));
    }
  });
});
