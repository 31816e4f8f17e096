import { describe, expect, it } from "vitest";
import {
  isPortal,
  portalHomePaths,
  portalLabel,
  portalOfPath,
  portals,
  portalsFor,
  showsPortalSwitcher,
} from "./Portal.ts";
import { allRoles, type Role } from "./Role.ts";

describe("portals", () => {
  it.each([
    ["admin", "Admin Portal"],
    ["company", "Company Portal"],
    ["news", "News Portal"],
    ["drivers", "Drivers Portal"],
    ["ads", "ADs Portal"],
  ] as const)("labels %s as %s", (portal, label) => {
    expect(portalLabel(portal)).toBe(label);
    expect(isPortal(portal)).toBe(true);
  });

  it("knows no other portal", () => {
    expect(isPortal("members")).toBe(false);
    expect(isPortal(1)).toBe(false);
  });

  it.each([
    ["160SuperAdmin", ["admin", "company", "news", "ads"]],
    ["160Admin", ["admin", "company", "news", "ads"]],
    ["160InternalUser", ["company"]],
    ["TNCompanyAdmin", ["company"]],
    ["Employer", ["company"]],
    ["NewsAdmin", ["news"]],
    ["NewsContributor", ["news"]],
    ["Driver", ["drivers"]],
    ["AdsAdmin", ["ads"]],
  ] as [Role, string[]][])("opens to %s the portals %j (the access table)", (role, expected) => {
    expect(portalsFor([role])).toEqual(expected);
  });

  it("lists the portals of several roles once each, in the spec's order", () => {
    expect(portalsFor(["AdsAdmin", "Driver", "Employer"])).toEqual(["company", "drivers", "ads"]);
    expect(portalsFor([])).toEqual([]);
  });

  it("shows the portal switcher only with two or more portals", () => {
    expect(showsPortalSwitcher([])).toBe(false);
    expect(showsPortalSwitcher(["Employer"])).toBe(false);
    expect(showsPortalSwitcher(["Employer", "TNCompanyAdmin"])).toBe(false);
    expect(showsPortalSwitcher(["Employer", "Driver"])).toBe(true);
    expect(showsPortalSwitcher(["160Admin"])).toBe(true);
    for (const role of allRoles) expect(showsPortalSwitcher([role])).toBe(portalsFor([role]).length >= 2);
  });

  it("has a home route for each portal", () => {
    expect(portals.map((portal) => portalHomePaths[portal])).toEqual([
      "/admin/company-list",
      "/company/jobs",
      "/news",
      "/members/home",
      "/ads",
    ]);
  });

  it.each([
    ["/admin/company-list", "admin"],
    ["/admin/channels", "news"],
    ["/company/jobs/3/detail?tab=1", "company"],
    ["/news", "news"],
    ["/members/settings", "drivers"],
    ["/ads/manage#top", "ads"],
    ["/login", undefined],
    ["/", undefined],
  ] as const)("places %s in the %s portal", (path, portal) => {
    expect(portalOfPath(path)).toBe(portal);
  });
});

describe("the portal of a path with a query or a look-alike segment", () => {
  it("reads the first segment before the query or the hash", () => {
    expect(portalOfPath("/company?tab=billing")).toBe("company");
    expect(portalOfPath("/ads#new")).toBe("ads");
    expect(portalOfPath("/company/jobs?page=2&sort=title")).toBe("company");
  });

  it("gives channels to news only under /admin", () => {
    expect(portalOfPath("/admin/channels")).toBe("news");
    expect(portalOfPath("/company/channels")).toBe("company");
  });
});
