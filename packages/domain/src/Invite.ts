import { isAdmin, isEmployer, type Role, RoleName } from "./Role.ts";

/**
 * Who a Recommend invitation speaks for (issue 13: a driver's invitation said "to hire drivers" and linked
 * to the employer sign-up). Employers, and admins and internal users (who recommend from the company
 * portal), invite employers to sign up; drivers invite drivers, who join through sign-in (a social provider
 * creates a driver account and lands in the members area, access §3).
 */
export type InviteAudience = "employers" | "drivers";

export const inviteAudienceFor = (roles: readonly Role[]): InviteAudience =>
  roles.includes(RoleName.driver) &&
  !isEmployer(roles) &&
  !isAdmin(roles) &&
  !roles.includes(RoleName.internalUser)
    ? "drivers"
    : "employers";

/** The invitation's prefilled text (the spec's defaultText; its wording is not shown, chosen here). */
export const inviteText = (audience: InviteAudience, fullName: string): string =>
  audience === "drivers"
    ? `Hi ${fullName}, I am using Haulboard to find trucking jobs and keep up with trucking news, and I think you would like it too. Join here:`
    : `Hi ${fullName}, I am using Haulboard to hire drivers and keep up with trucking news, and I think you would like it too. Join here:`;

/** Where the invitation's link goes, with the invitee's email: the employer sign-up, or sign-in for drivers. */
export const invitePath = (audience: InviteAudience, email: string): string =>
  `${audience === "drivers" ? "/login" : "/signup"}?email=${encodeURIComponent(email)}`;
