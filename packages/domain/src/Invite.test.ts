import { describe, expect, it } from "vitest";
import { inviteAudienceFor, invitePath, inviteText } from "./Invite.ts";
import { RoleName } from "./Role.ts";

describe("Recommend invitations", () => {
  it("speak for the inviter: drivers invite drivers, everyone else invites employers", () => {
    expect(inviteAudienceFor([RoleName.driver])).toBe("drivers");
    expect(inviteAudienceFor([RoleName.companyUser])).toBe("employers");
    expect(inviteAudienceFor([RoleName.companyAdmin, RoleName.driver])).toBe("employers");
    expect(inviteAudienceFor([RoleName.admin])).toBe("employers");
    expect(inviteAudienceFor([RoleName.internalUser, RoleName.driver])).toBe("employers");
  });

  it("say what the inviter uses Haulboard for", () => {
    expect(inviteText("drivers", "Ray Road")).toContain("to find trucking jobs");
    expect(inviteText("drivers", "Ray Road")).not.toContain("hire drivers");
    expect(inviteText("employers", "Ray Road")).toContain("to hire drivers");
    expect(inviteText("employers", "Ray Road")).toMatch(/^Hi Ray Road, /);
  });

  it("link employers to sign-up and drivers to sign-in, with the email", () => {
    expect(invitePath("employers", "ray+1@example.com")).toBe("/signup?email=ray%2B1%40example.com");
    expect(invitePath("drivers", "ray@example.com")).toBe("/login?email=ray%40example.com");
  });
});
