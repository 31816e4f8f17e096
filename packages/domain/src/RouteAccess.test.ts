import { describe, expect, it } from "vitest";
import { allRoles, type Role } from "./Role.ts";
import { canAccessRoute, requiresSignIn, routeAccessTable, routeRuleFor } from "./RouteAccess.ts";

const A = "160SuperAdmin";
const AD = "160Admin";
const IU = "160InternalUser";
const CA = "TNCompanyAdmin";
const CU = "Employer";
const NA = "NewsAdmin";
const NC = "NewsContributor";
const D = "Driver";
const ADS = "AdsAdmin";

const jobs: Role[] = [CU, CA, IU, A, AD];
const settings: Role[] = [CU, CA, AD, A];

/** Every route of both documents with the roles that may open it; "public" and "signedIn" let anyone in. */
const expectations: [string, Role[] | "public" | "signedIn"][] = [
  ["/", "public"],
  ["/login", "public"],
  ["/fast-login", "public"],
  ["/company-login", "public"],
  ["/admin-login", "public"],
  ["/logout", "public"],
  ["/signup", "public"],
  ["/forgot-password", "public"],
  ["/reset-code", "public"],
  ["/change-password", "public"],
  ["/email/validation/success", "public"],
  ["/email/validation/unsuccess", "public"],
  ["/deleted-members", "public"],
  ["/terms", "public"],
  ["/privacy", "public"],
  ["/company-info", "public"],
  ["/company-address", "public"],
  ["/company/logout", "public"],
  ["/admin/logout", "public"],
  ["/buttons", "public"],
  ["/texts", "public"],
  ["/icons", "public"],
  ["/redux-example", "public"],
  ["/todos", "public"],
  ["/axios-list", "public"],
  ["/saga-example", "public"],
  ["/layout-example", "public"],
  ["/modal", "public"],
  ["/company", jobs],
  ["/company/jobs", jobs],
  ["/company/jobs/new", jobs],
  ["/company/jobs/new/targeting-address", jobs],
  ["/company/jobs/new/addons", jobs],
  ["/company/jobs/new/payment-method", jobs],
  ["/company/jobs/42/job-content", jobs],
  ["/company/jobs/42/address", jobs],
  ["/company/jobs/42/addons", jobs],
  ["/company/jobs/42/job-content-duplicate", jobs],
  ["/company/jobs/42/address-duplicate", jobs],
  ["/company/jobs/42/addons-duplicate", jobs],
  ["/company/jobs/42/detail", jobs],
  ["/company/jobs/42/candidates", jobs],
  // Issue 17 (applicants).
  ["/company/jobs/42/applicants", jobs],
  // The duplicate flow's payment (jobedit).
  ["/company/jobs/42/payment-method-duplicate", jobs],
  ["/company/settings", settings],
  ["/company/settings/account-settings", settings],
  ["/company/settings/company-settings", settings],
  ["/company/settings/address-settings", settings],
  ["/company/settings/password", settings],
  ["/company/settings/payment", settings],
  ["/company/settings/billing", settings],
  ["/company/settings/billing/order-history", settings],
  ["/company/settings/employees", settings],
  ["/members", [D, A, AD, IU]],
  ["/members/home", [D, A, AD, IU]],
  ["/members/settings", [D, A, AD, IU]],
  ["/members/settings/reset-password", [D, A, AD, IU]],
  ["/members/settings/delete-account", [D, A, AD, IU]],
  ["/members/settings/profile", [D]],
  ["/members/jobs/12", [D]],
  ["/members/applications", [D]],
  ["/admin", [A, AD]],
  ["/admin/company-list", [A, AD]],
  ["/admin/company-list/job", [A, AD]],
  ["/admin/company-list/7/job-content", [A, AD]],
  ["/admin/company-list/7/address", [A, AD]],
  ["/admin/user-management", [A, AD]],
  ["/admin/user-management/applicants", [A, AD]],
  ["/admin/user-management/drivers", [A, AD]],
  ["/admin/user-management/admins", [A, AD]],
  ["/admin/channels", [NA, NC]],
  ["/news", [NA, NC, IU, A, AD, ADS]],
  // News (issue 20): channel posts for the list's roles; the editor for the post writers; drivers read.
  ["/news/channels/:id", [NA, NC, IU, A, AD, ADS]],
  ["/news/channels/:id/posts/new", [NA, NC, A, AD]],
  ["/news/posts/:id/edit", [NA, NC, A, AD]],
  ["/members/news", [D]],
  ["/members/news/:id", [D]],
  ["/ads", [ADS, A, AD]],
  ["/ads/manage", [ADS, A, AD]],
  ["/ads/manage/12", [ADS, A, AD]],
  ["/ads/settings", [ADS, A, AD]],
  ["/ads/settings/home", [ADS, A, AD]],
];

describe("route access", () => {
  it("covers every route of the table once", () => {
    const tested = new Set(expectations.map(([path]) => routeRuleFor(path)));
    expect(expectations).toHaveLength(routeAccessTable.length);
    expect(tested.has(undefined)).toBe(false);
  });

  for (const [path, allowed] of expectations) {
    it.each(allRoles.map((role) => [role]))(`${path}: decides for %s`, (role) => {
      const expected = typeof allowed === "string" || allowed.includes(role);
      expect(canAccessRoute(path, [role])).toBe(expected);
    });
    it(`${path}: ${allowed === "public" ? "needs no sign-in" : "needs a sign-in"}`, () => {
      expect(requiresSignIn(path)).toBe(allowed !== "public");
      expect(canAccessRoute(path, [])).toBe(typeof allowed === "string");
    });
  }

  it("lets a user in when any of their roles is allowed", () => {
    expect(canAccessRoute("/admin/channels", ["Driver", "NewsContributor"])).toBe(true);
    expect(canAccessRoute("/admin/channels", ["160SuperAdmin"])).toBe(false);
  });

  it("ignores the query, the hash and a trailing slash", () => {
    expect(canAccessRoute("/company/jobs/?page=2#top", ["Employer"])).toBe(true);
    expect(canAccessRoute("/ads/manage/", ["Employer"])).toBe(false);
    expect(routeRuleFor("/company/jobs//")).toBeDefined();
    expect(routeRuleFor("/company/jobs//")).toBe(routeRuleFor("/company/jobs"));
    expect(canAccessRoute("?next=/admin", [])).toBe(true);
  });

  it("refuses unknown paths and empty parameters", () => {
    expect(canAccessRoute("/nowhere", ["160SuperAdmin"])).toBe(false);
    expect(canAccessRoute("/company/jobs//detail", ["160SuperAdmin"])).toBe(false);
    expect(canAccessRoute("/company/jobs/1/detail/more", ["160SuperAdmin"])).toBe(false);
    expect(routeRuleFor("/nowhere")).toBeUndefined();
    expect(requiresSignIn("/nowhere")).toBe(true);
  });
});
