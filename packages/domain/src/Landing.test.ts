import { describe, expect, it } from "vitest";
import { landingRouteFor } from "./Landing.ts";
import type { Role } from "./Role.ts";

describe("landing route after sign-in", () => {
  it.each([
    [["160SuperAdmin"], true, "/admin/company-list"],
    [["160Admin"], false, "/admin/company-list"],
    [["160Admin", "Employer"], false, "/admin/company-list"],
    [["NewsAdmin"], false, "/news"],
    [["NewsContributor"], false, "/news"],
    [["NewsAdmin", "Employer"], false, "/company-info"],
    [["NewsContributor", "TNCompanyAdmin"], false, "/company-info"],
    [["NewsAdmin", "Employer"], true, "/news"],
    [["AdsAdmin"], false, "/ads"],
    [["AdsAdmin", "Employer"], false, "/ads"],
    [["160InternalUser"], false, "/company/jobs"],
    [["160InternalUser"], true, "/company/jobs"],
    [["TNCompanyAdmin"], true, "/company/jobs"],
    [["Employer"], true, "/company/jobs"],
    [["Employer"], false, "/company-info"],
    [["TNCompanyAdmin"], false, "/company-info"],
    [["Employer", "Driver"], true, "/company/jobs"],
    [["Driver"], false, "/members/home"],
    [["Driver"], true, "/members/home"],
    [[], false, "/members/home"],
  ] as [Role[], boolean, string][])("sends %j (has company: %s) to %s", (roles, hasCompany, route) => {
    expect(landingRouteFor({ roles, hasCompany })).toBe(route);
  });
});
