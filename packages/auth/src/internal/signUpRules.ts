import { formatUsPhone, RoleName } from "@haulboard/domain";

/**
 * Landing-page prefill (access §2 "Sign Up screen"): a landing link opens
 * `/signup?email=…&first_name=…&last_name=…&phone=…`. With an email the whole form shows at once and
 * the confirm-email is copied from it; a phone has its leading 1 dropped and is formatted (123)456-7890.
 */
export const landingParams = {
  email: "email",
  firstName: "first_name",
  lastName: "last_name",
  phone: "phone",
} as const;

export interface LandingPrefill {
  readonly email: string;
  readonly confirmEmail: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
}

/** The prefill of a landing link, or `undefined` when the link carries no email (the normal two steps). */
export const readLandingPrefill = (search: string): LandingPrefill | undefined => {
  const params = new URLSearchParams(search);
  const email = params.get(landingParams.email)?.trim() ?? "";
  if (email === "") return undefined;
  return {
    email,
    confirmEmail: email,
    firstName: params.get(landingParams.firstName)?.trim() ?? "",
    lastName: params.get(landingParams.lastName)?.trim() ?? "",
    phone: formatUsPhone(params.get(landingParams.phone) ?? ""),
  };
};

export interface EmailCheck {
  readonly emailExists: boolean;
  readonly roles: readonly string[];
  readonly missingRole: boolean;
}

/** What 'Let's Go' leads to. */
export type EmailCheckOutcome = "continue" | "fast-login" | "login";

/**
 * After the email check (access §2): a new email continues with the form; an existing one with the
 * driver role, or without any role, goes to /fast-login (a driver may create a company with the same
 * account); any other existing account goes to login.
 */
export const outcomeOfEmailCheck = ({ emailExists, roles, missingRole }: EmailCheck): EmailCheckOutcome => {
  if (!emailExists) return "continue";
  // The server names only the driver role; an account with other roles answers `roles: []` and
  // `missing_role: false`.
  if (missingRole || roles.includes(RoleName.driver)) return "fast-login";
  return "login";
};
