import { describe, expect, it } from "vitest";
import { forgotPasswordHref, loginHrefFor, loginVariantOf } from "../src/internal/loginVariant.ts";
import { outcomeOfEmailCheck, readLandingPrefill } from "../src/internal/signUpRules.ts";
import { readTermsChoice } from "../src/internal/termsCookie.ts";

describe("landing-page prefill", () => {
  it("copies the email into confirm-email and drops the phone's leading 1", () => {
    expect(
      readLandingPrefill("?email=ana%40fleet.test&first_name=Ana&last_name=Reyes&phone=15551234567"),
    ).toEqual({
      email: "ana@fleet.test",
      confirmEmail: "ana@fleet.test",
      firstName: "Ana",
      lastName: "Reyes",
      phone: "(555)123-4567",
    });
  });

  it("keeps a ten-digit phone and formats it", () => {
    expect(readLandingPrefill("?email=a%40b.test&phone=5551234567")?.phone).toBe("(555)123-4567");
  });

  it("gives no prefill without an email, so the two steps stay", () => {
    expect(readLandingPrefill("?first_name=Ana")).toBeUndefined();
    expect(readLandingPrefill("")).toBeUndefined();
  });
});

describe("the email check's outcome", () => {
  it("continues with the form for a new email", () => {
    expect(outcomeOfEmailCheck({ emailExists: false, roles: [], missingRole: false })).toBe("continue");
  });
  it("sends a driver to fast-login", () => {
    expect(outcomeOfEmailCheck({ emailExists: true, roles: ["Driver"], missingRole: false })).toBe(
      "fast-login",
    );
  });
  it("sends an account without a role to fast-login", () => {
    expect(outcomeOfEmailCheck({ emailExists: true, roles: [], missingRole: true })).toBe("fast-login");
  });
  it("sends any other existing account to login", () => {
    expect(outcomeOfEmailCheck({ emailExists: true, roles: ["Employer"], missingRole: false })).toBe("login");
    expect(outcomeOfEmailCheck({ emailExists: true, roles: ["160Admin"], missingRole: false })).toBe("login");
    // What the server answers for any account that is not a driver and has a role.
    expect(outcomeOfEmailCheck({ emailExists: true, roles: [], missingRole: false })).toBe("login");
  });
});

describe("the login variant", () => {
  it("is admin when the path contains admin or the role query says so", () => {
    expect(loginVariantOf("/admin-login", "")).toBe("admin");
    expect(loginVariantOf("/login", "?role=admin")).toBe("admin");
    expect(loginVariantOf("/login", "")).toBe("employer");
  });
  it("carries the role on the Forgotten password link", () => {
    expect(forgotPasswordHref("admin")).toBe("/forgot-password?role=admin");
    expect(forgotPasswordHref("employer")).toBe("/forgot-password?role=employer");
  });
  it("returns a reset to the login of the same role", () => {
    expect(loginHrefFor("admin")).toBe("/login?role=admin");
    expect(loginHrefFor("employer")).toBe("/login");
    expect(loginHrefFor(null)).toBe("/login");
  });
});

describe("the terms cookie", () => {
  it("is undefined when absent, so the dialog shows", () => {
    expect(readTermsChoice("other=1")).toBeUndefined();
    expect(readTermsChoice("")).toBeUndefined();
  });
  it("reads Accept and Decline", () => {
    expect(readTermsChoice("a=1; termsAccepted=true")).toBe(true);
    expect(readTermsChoice("termsAccepted=false; a=1")).toBe(false);
  });
});
