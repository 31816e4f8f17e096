import { describe, expect, it } from "vitest";
import {
  adminRoles,
  allRoles,
  alternateRoleIds,
  canBoostAsAdmin,
  canImpersonate,
  canManageCompany,
  canManageEmployees,
  canSearchCompanies,
  canWriteJobs,
  defaultLoginRole,
  hasAnyRole,
  isRole,
  knownRoles,
  loadsProfileAtStartup,
  loginRoleFromRid,
  type Role,
  RoleName,
  roleFromLabel,
  roleIds,
  roleLabel,
  showsCompanyPicker,
} from "./Role.ts";

describe("role names", () => {
  it("holds the nine role names of the spec, in its order", () => {
    expect(allRoles).toEqual([
      "160SuperAdmin",
      "160Admin",
      "160InternalUser",
      "TNCompanyAdmin",
      "Employer",
      "NewsAdmin",
      "NewsContributor",
      "Driver",
      "AdsAdmin",
    ]);
    expect(Object.values(RoleName)).toEqual(allRoles);
  });

  it.each([
    ["160SuperAdmin", "Super Admin"],
    ["160Admin", "Admin"],
    ["160InternalUser", "Internal User"],
    ["TNCompanyAdmin", "Company Admin"],
    ["Employer", "Company User"],
    ["NewsAdmin", "News Admin"],
    ["NewsContributor", "News Contributor"],
    ["Driver", "Driver"],
    ["AdsAdmin", "Ads Admin"],
  ] as const)("labels %s as %s and reads the label back", (role, label) => {
    expect(roleLabel(role)).toBe(label);
    expect(roleFromLabel(label)).toBe(role);
    expect(roleFromLabel(` ${label.toUpperCase()} `)).toBe(role);
  });

  it("reads no role from an unknown label", () => {
    expect(roleFromLabel("Owner")).toBeUndefined();
  });

  it("recognises role names and nothing else", () => {
    expect(allRoles.every(isRole)).toBe(true);
    for (const value of ["employer", "Admin", "", 3, null, undefined, {}]) expect(isRole(value)).toBe(false);
  });

  it("keeps only the known roles of a token's list", () => {
    expect(knownRoles(["Employer", "Owner", 7, "Driver"])).toEqual(["Employer", "Driver"]);
  });

  it("finds any of the wanted roles", () => {
    expect(hasAnyRole(["Driver"], adminRoles)).toBe(false);
    expect(hasAnyRole(["Driver", "160Admin"], adminRoles)).toBe(true);
  });
});

describe("who may do what", () => {
  const everyone = allRoles.map((role) => [role] as const);

  it.each(everyone)(
    "lets only admins impersonate, search companies, boost as admin and pick companies: %s",
    (role) => {
      const expected = role === "160SuperAdmin" || role === "160Admin";
      expect(canImpersonate([role])).toBe(expected);
      expect(canSearchCompanies([role])).toBe(expected);
      expect(canBoostAsAdmin([role])).toBe(expected);
      expect(showsCompanyPicker([role])).toBe(expected);
    },
  );

  it.each([
    [["160Admin"], true],
    [["TNCompanyAdmin"], true],
    [["Employer"], true],
    [["160InternalUser"], false],
    [["Driver"], false],
  ] as [Role[], boolean][])("lets %j manage employees: %s", (roles, expected) => {
    expect(canManageEmployees(roles)).toBe(expected);
  });

  it.each([
    [["160SuperAdmin"], true],
    [["160Admin"], true],
    [["TNCompanyAdmin"], true],
    [["Employer"], false],
    [["NewsContributor", "Employer"], false],
    [["160InternalUser"], false],
    [["Driver"], false],
  ] as [Role[], boolean][])("lets %j change company data and employees: %s", (roles, expected) => {
    expect(canManageCompany(roles)).toBe(expected);
  });

  it.each([
    [["160SuperAdmin"], true],
    [["160Admin"], true],
    [["TNCompanyAdmin"], true],
    [["Employer"], true],
    [["160InternalUser"], false],
    [["NewsContributor"], false],
    [["Driver"], false],
  ] as [Role[], boolean][])("lets %j change jobs (content, tags, media): %s", (roles, expected) => {
    expect(canWriteJobs(roles)).toBe(expected);
  });

  it("loads the profile at startup only for employers (company user role)", () => {
    expect(loadsProfileAtStartup(["Employer"])).toBe(true);
    expect(loadsProfileAtStartup(["TNCompanyAdmin"])).toBe(false);
    expect(loadsProfileAtStartup(["160Admin"])).toBe(false);
  });
});

describe("role ids and the login role", () => {
  it("keeps both readings of the role ids", () => {
    expect(roleIds).toEqual({ admin: 1, member: 2, employer: 3 });
    expect(alternateRoleIds).toEqual({ admin: 1, employer: 2 });
  });

  it.each([
    [1, "admin"],
    ["1", "admin"],
    [2, "employer"],
    [3, "employer"],
    [undefined, "employer"],
    [null, "employer"],
  ] as const)("derives the role from rid %j: %s", (rid, role) => {
    expect(loginRoleFromRid(rid)).toBe(role);
  });

  it("sends employer by default", () => {
    expect(defaultLoginRole).toBe("employer");
  });
});
