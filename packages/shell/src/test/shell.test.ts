import { ErrorText, RoleName } from "@haulboard/domain";
import { describe, expect, it } from "vitest";
import { makeRecordingSink, setAnalyticsSink, track } from "../analytics/Analytics.ts";
import { decideAccess, landingPathFor } from "../guard/decideAccess.ts";
import { inviteMailto, inviteStatusTexts } from "../recommend/useInvite.ts";
import { isEmailValidatedQuery, takeUnauthorizedFlag } from "../root/StartupNotices.ts";
import { readAccessClaims } from "../session/AccessClaims.ts";
import { sessionFromTokens } from "../session/Session.tsx";
import { pageTitleFor } from "../title/PageTitle.ts";

const base64Url = (value: unknown) =>
  Buffer.from(JSON.stringify(value))
    .toString("base64")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const jwt = (claims: Record<string, unknown>) =>
  `${base64Url({ alg: "HS256", typ: "JWT" })}.${base64Url(claims)}.sig`;

const driverToken = jwt({ aud: "7", rid: 2, roles: [RoleName.driver], did: "abcd1234", exp: 2_000_000_000 });
const adminToken = jwt({ aud: "1", rid: 1, roles: [RoleName.superAdmin] });
const employerToken = jwt({ aud: "9", rid: 3, roles: [RoleName.companyUser] });

describe("page titles", () => {
  it("prefixes the admin section with 'Admin |' and gives every other section the product name", () => {
    expect(pageTitleFor("/admin/company-list")).toBe("Admin | Haulboard");
    expect(pageTitleFor("/admin")).toBe("Admin | Haulboard");
    expect(pageTitleFor("/company/jobs")).toBe("Haulboard");
    expect(pageTitleFor("/login")).toBe("Haulboard");
    expect(pageTitleFor("/")).toBe("Haulboard");
    expect(pageTitleFor("/administration")).toBe("Haulboard");
  });
});

describe("access token claims", () => {
  it("reads the user id, role id, roles, device id and expiry", () => {
    expect(readAccessClaims(driverToken)).toEqual({
      userId: "7",
      roleId: 2,
      roles: [RoleName.driver],
      deviceId: "abcd1234",
      impersonatedId: undefined,
      expiresAt: 2_000_000_000,
    });
  });

  it("accepts a numeric audience and drops unknown roles", () => {
    const claims = readAccessClaims(jwt({ aud: 12, roles: ["Driver", "Pilot"], iid: 40 }));
    expect(claims?.userId).toBe("12");
    expect(claims?.roles).toEqual([RoleName.driver]);
    expect(claims?.impersonatedId).toBe("40");
  });

  it("reads nothing from a missing, malformed or user-less token", () => {
    expect(readAccessClaims(null)).toBeUndefined();
    expect(readAccessClaims("not-a-jwt")).toBeUndefined();
    expect(readAccessClaims("a.%%%.c")).toBeUndefined();
    expect(readAccessClaims(jwt({ roles: ["Driver"] }))).toBeUndefined();
  });
});

describe("the session", () => {
  it("has no user without tokens", () => {
    expect(sessionFromTokens({ accessToken: null, adminAccessToken: null })).toEqual({
      user: undefined,
      isAdminStandIn: false,
    });
  });

  it("lets the admin token stand in when there is no access token", () => {
    const session = sessionFromTokens({ accessToken: null, adminAccessToken: adminToken });
    expect(session.user?.id).toBe("1");
    expect(session.isAdminStandIn).toBe(true);
  });

  it("marks an impersonated user when the admin's tokens are kept aside", () => {
    const session = sessionFromTokens({ accessToken: employerToken, adminAccessToken: adminToken });
    expect(session.user?.id).toBe("9");
    expect(session.user?.isImpersonated).toBe(true);
    expect(session.isAdminStandIn).toBe(false);
  });

  it("names the impersonating admin, whose roles give the portal switcher", () => {
    const session = sessionFromTokens({ accessToken: employerToken, adminAccessToken: adminToken });
    expect(session.impersonator?.id).toBe("1");
    expect(session.impersonator?.roles).toEqual([RoleName.superAdmin]);
    expect(
      sessionFromTokens({ accessToken: employerToken, adminAccessToken: null }).impersonator,
    ).toBeUndefined();
    expect(
      sessionFromTokens({ accessToken: null, adminAccessToken: adminToken }).impersonator,
    ).toBeUndefined();
  });
});

describe("route access", () => {
  const driver = sessionFromTokens({ accessToken: driverToken, adminAccessToken: null });
  const nobody = sessionFromTokens({ accessToken: null, adminAccessToken: null });
  const adminStandIn = sessionFromTokens({ accessToken: null, adminAccessToken: adminToken });

  it("lets anyone open public routes", () => {
    expect(decideAccess("/login", nobody)).toBe("allow");
    expect(decideAccess("/deleted-members", nobody)).toBe("allow");
  });

  it("sends a visitor without a user id to login", () => {
    expect(decideAccess("/members/home", nobody)).toBe("login");
    expect(decideAccess("/company/jobs", nobody)).toBe("login");
  });

  it("refuses a signed-in user whose role does not match (not a blank login form)", () => {
    expect(decideAccess("/members/settings", driver)).toBe("allow");
    expect(decideAccess("/admin/company-list", driver)).toBe("refuse");
    expect(decideAccess("/company/jobs", driver)).toBe("refuse");
  });

  it("gives a signed-in user's landing page only when it opens for them", () => {
    expect(landingPathFor(nobody)).toBeUndefined();
    expect(landingPathFor(driver)).toBe("/members/home");
    expect(landingPathFor(adminStandIn)).toBe("/admin/company-list");
  });

  it("accepts the admin token standing in", () => {
    expect(decideAccess("/admin/company-list", adminStandIn)).toBe("allow");
  });

  it("restores the admin before any page outside the company portal while impersonating", () => {
    const impersonating = sessionFromTokens({ accessToken: employerToken, adminAccessToken: adminToken });
    expect(decideAccess("/company/jobs", impersonating)).toBe("allow");
    expect(decideAccess("/admin", impersonating)).toBe("restoreAdmin");
    expect(decideAccess("/admin/company-list", impersonating)).toBe("restoreAdmin");
    expect(decideAccess("/news", impersonating)).toBe("restoreAdmin");
    expect(decideAccess("/members/home", impersonating)).toBe("restoreAdmin");
    // Public pages and the logout routes stay as they are.
    expect(decideAccess("/login", impersonating)).toBe("allow");
    expect(decideAccess("/admin/logout", impersonating)).toBe("allow");
  });
});

describe("arrival notices", () => {
  const memoryStorage = (): Storage => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
      clear: () => values.clear(),
      key: () => null,
      get length() {
        return values.size;
      },
    };
  };

  it("reports the 'unauthorized' flag once and clears it", () => {
    const storage = memoryStorage();
    storage.setItem("unauthorized", "true");
    expect(takeUnauthorizedFlag(storage)).toBe(true);
    expect(takeUnauthorizedFlag(storage)).toBe(false);
    expect(storage.getItem("unauthorized")).toBeNull();
  });

  it("recognises validated=true only", () => {
    expect(isEmailValidatedQuery("?validated=true")).toBe(true);
    expect(isEmailValidatedQuery("?validated=false")).toBe(false);
    expect(isEmailValidatedQuery("")).toBe(false);
  });
});

describe("analytics", () => {
  it("sends Sign Up and Create Job events to the plugged sink", () => {
    const { sink, events } = makeRecordingSink();
    const restore = setAnalyticsSink(sink);
    track("Sign Up", "Start");
    track("Create Job", "Error", { step: 2 });
    restore();
    track("Sign Up", "Success");
    expect(events).toEqual([
      { flow: "Sign Up", stage: "Start", name: "Sign Up Start" },
      { flow: "Create Job", stage: "Error", name: "Create Job Error", properties: { step: 2 } },
    ]);
  });

  it("never lets a failing sink break the caller", () => {
    const restore = setAnalyticsSink(() => {
      throw new Error("vendor down");
    });
    expect(() => track("Sign Up", "Success")).not.toThrow();
    restore();
  });
});

describe("the invite message", () => {
  it("prefills the mail with the default text and the invitation link", () => {
    const url = inviteMailto("ana.lopez@example.com", {
      defaultText: "Come drive with me",
      invitationLink: "https://haulboard.test/i/abc",
    });
    expect(url.startsWith("mailto:ana.lopez%40example.com?subject=")).toBe(true);
    expect(decodeURIComponent(url.split("body=")[1] ?? "")).toBe(
      "Come drive with me\n\nhttps://haulboard.test/i/abc",
    );
  });

  it("uses the catalogue's texts for every state", () => {
    expect(inviteStatusTexts.sending).toEqual(["...You will be redirected to your email client"]);
    expect(inviteStatusTexts.failed).toEqual([ErrorText.inviteFailed]);
    expect(inviteStatusTexts.opened).toEqual([
      "Your email client will open on a different window, you can close this dialog now.",
      "If your email client does not load, please check your system configuration.",
    ]);
  });
});
