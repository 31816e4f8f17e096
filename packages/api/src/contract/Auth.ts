import { Email, loginRoles, Name, Password, SignUpEmail, timezones, UsPhone } from "@haulboard/domain";
import { Schema } from "effect";
import * as Endpoint from "./Endpoint.ts";
import { Empty, Id, IsoDateTime, RoleNameSchema } from "./Shared.ts";
import { WireStruct } from "./Wire.ts";

/** The portal a sign-in asks for (access §6: employer, member, admin, NewsAdmin; default employer). */
export const LoginRole = Schema.Literals(loginRoles);
export type LoginRole = typeof LoginRole.Type;

export const Timezone = Schema.Literals(timezones);
export type Timezone = typeof Timezone.Type;

export const LoginRequest = WireStruct(
  {
    email: Email,
    password: Schema.String,
    deviceId: Schema.String,
    role: Schema.optionalKey(LoginRole),
    createRole: Schema.optionalKey(LoginRole),
    termsAccepted: Schema.optionalKey(Schema.Boolean),
  },
  { termsAccepted: "tn_terms_accepted" },
);
export type LoginRequest = typeof LoginRequest.Type;

export const Tokens = WireStruct({ accessToken: Schema.String, refreshToken: Schema.String });
export type Tokens = typeof Tokens.Type;

export const LoginResponse = WireStruct({
  id: Id,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  /** Ten digits, without the leading +1. */
  phone: Schema.NullOr(Schema.String),
  accessToken: Schema.String,
  refreshToken: Schema.String,
  termsAcceptedAt: Schema.NullOr(IsoDateTime),
  userRoles: Schema.Array(RoleNameSchema),
  profileComplete: Schema.Boolean,
  timezone: Schema.NullOr(Timezone),
  ssnLogin: Schema.Boolean,
  /** Where the portal goes next (the landing route for the roles). */
  redirect: Schema.String,
});
export type LoginResponse = typeof LoginResponse.Type;

export const SocialSource = Schema.Literals(["facebook", "google", "apple"]);
export type SocialSource = typeof SocialSource.Type;

export const SocialLoginRequest = WireStruct({
  token: Schema.String,
  source: SocialSource,
  deviceId: Schema.String,
  deviceToken: Schema.optionalKey(Schema.String),
});
export type SocialLoginRequest = typeof SocialLoginRequest.Type;

export const SignupRequest = WireStruct(
  {
    email: SignUpEmail,
    password: Password,
    firstName: Name,
    lastName: Name,
    /** `(123)456-7890`. */
    phone: UsPhone,
    role: Schema.optionalKey(LoginRole),
    acceptEmails: Schema.Boolean,
  },
  { acceptEmails: "tn_newsletters" },
);
export type SignupRequest = typeof SignupRequest.Type;

export const SignupResponse = WireStruct({ userId: Id });
export type SignupResponse = typeof SignupResponse.Type;

export const ChangePasswordRequest = WireStruct({ oldPassword: Schema.String, newPassword: Password });
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type;

/** Which login the reset belongs to (the Forgotten password link's role query). */
export const ResetRole = Schema.Literals(["employer", "admin", "member"]);

export const TokenPasswordRequest = WireStruct({ email: Email, role: Schema.optionalKey(ResetRole) });
export type TokenPasswordRequest = typeof TokenPasswordRequest.Type;

export const VerifyTokenPasswordRequest = WireStruct({ email: Email, code: Schema.String });
export type VerifyTokenPasswordRequest = typeof VerifyTokenPasswordRequest.Type;

export const VerifyTokenPasswordResponse = WireStruct({
  valid: Schema.Boolean,
  resetToken: Schema.NullOr(Schema.String),
});
export type VerifyTokenPasswordResponse = typeof VerifyTokenPasswordResponse.Type;

/** Either the mailed `code` or the `reset_token` from verify-token-password. */
export const ResetPasswordRequest = WireStruct({
  email: Email,
  code: Schema.optionalKey(Schema.String),
  resetToken: Schema.optionalKey(Schema.String),
  newPassword: Password,
});
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type;

export const VerifyEmailQuery = WireStruct({ token: Schema.String });

export const ServiceTokenResponse = WireStruct({
  token: Schema.String,
  /** Seconds (5). */
  expiresIn: Schema.Int,
});
export type ServiceTokenResponse = typeof ServiceTokenResponse.Type;

export const ValidateEmployerEmailRequest = WireStruct({ email: Email });
export type ValidateEmployerEmailRequest = typeof ValidateEmployerEmailRequest.Type;

export const ValidateEmployerEmailResponse = WireStruct({
  emailExists: Schema.Boolean,
  /**
   * Only what sign-up needs: `["Driver"]` for a driver, else empty. Other roles are never revealed
   * (the call is public behind a free service token; listing every role would list the admins).
   */
  roles: Schema.Array(RoleNameSchema),
  /** The account exists but has no role yet. */
  missingRole: Schema.Boolean,
});
export type ValidateEmployerEmailResponse = typeof ValidateEmployerEmailResponse.Type;

export const ImpersonateQuery = WireStruct({ userId: Schema.NumberFromString.pipe(Schema.decodeTo(Id)) });
export const ImpersonateRequest = WireStruct({ userId: Id, deviceId: Schema.String, role: LoginRole });
export type ImpersonateRequest = typeof ImpersonateRequest.Type;

export const ImpersonateResponse = WireStruct({
  firstName: Schema.String,
  lastName: Schema.String,
  accessToken: Schema.String,
  refreshToken: Schema.String,
});
export type ImpersonateResponse = typeof ImpersonateResponse.Type;

export const login = Endpoint.make({
  name: "auth.login",
  method: "POST",
  path: "/auth/login",
  auth: "public",
  body: LoginRequest,
  success: LoginResponse,
  description: "Sign in with email and password; also a driver creating a company (create_role).",
});

export const loginSocial = Endpoint.make({
  name: "auth.loginSocial",
  method: "POST",
  path: "/auth/login/social",
  auth: "public",
  body: SocialLoginRequest,
  success: LoginResponse,
  description: "Sign in with a provider's ID token (Facebook, Google, Apple).",
});

export const SocialProvidersResponse = WireStruct({
  /** The providers configured on this server; empty by default (no provider SDK or client id). */
  sources: Schema.Array(SocialSource),
});
export type SocialProvidersResponse = typeof SocialProvidersResponse.Type;

export const socialProviders = Endpoint.make({
  name: "auth.socialProviders",
  method: "GET",
  path: "/auth/social-providers",
  auth: "public",
  success: SocialProvidersResponse,
  description: "Which social sign-in providers are configured: the login shows only their buttons.",
});

export const logout = Endpoint.make({
  name: "auth.logout",
  method: "POST",
  path: "/auth/logout",
  auth: "bearer",
  success: Empty,
  description: "Revoke the session's refresh-token family.",
});

export const signup = Endpoint.make({
  name: "auth.signup",
  method: "POST",
  path: "/auth/signup",
  auth: "public",
  body: SignupRequest,
  success: SignupResponse,
  description: "Create an employer account (tn_newsletters is the accept-emails consent).",
});

export const refresh = Endpoint.make({
  name: "auth.refresh",
  method: "POST",
  path: "/auth/refresh",
  auth: "refresh",
  success: Tokens,
  description: "Rotate the refresh token (sent as bearer) and issue a new access token.",
});

export const changePassword = Endpoint.make({
  name: "auth.changePassword",
  method: "POST",
  path: "/auth/change-password",
  auth: "bearer",
  body: ChangePasswordRequest,
  success: Empty,
  description: "Change the signed-in user's password.",
});

export const tokenPassword = Endpoint.make({
  name: "auth.tokenPassword",
  method: "POST",
  path: "/auth/token-password",
  auth: "public",
  body: TokenPasswordRequest,
  success: Empty,
  description: "Forgot password: mail a 6-digit code (answers the same whether or not the email exists).",
});

export const verifyTokenPassword = Endpoint.make({
  name: "auth.verifyTokenPassword",
  method: "POST",
  path: "/auth/verify-token-password",
  auth: "public",
  body: VerifyTokenPasswordRequest,
  success: VerifyTokenPasswordResponse,
  description: "Check a reset code; a valid one is exchanged for a reset token.",
});

export const resetPassword = Endpoint.make({
  name: "auth.resetPassword",
  method: "POST",
  path: "/auth/reset-password",
  auth: "public",
  body: ResetPasswordRequest,
  success: Empty,
  description: "Set a new password with the code or the reset token.",
});

export const verifyEmail = Endpoint.make({
  name: "auth.verifyEmail",
  method: "GET",
  path: "/auth/verify-email",
  auth: "public",
  query: VerifyEmailQuery,
  success: Empty,
  redirect: true,
  description: "The mailed link: 302 to /email/validation/success or /email/validation/unsuccess.",
});

export const serviceToken = Endpoint.make({
  name: "auth.serviceToken",
  method: "POST",
  path: "/auth/service-token",
  auth: "public",
  success: ServiceTokenResponse,
  description: "A 5-second HS256 token for validate-employer-email; the secret stays on the server.",
});

export const validateEmployerEmail = Endpoint.make({
  name: "auth.validateEmployerEmail",
  method: "POST",
  path: "/auth/validate-employer-email",
  auth: "service",
  body: ValidateEmployerEmailRequest,
  success: ValidateEmployerEmailResponse,
  description: "Sign-up email check: does the email exist, with which roles.",
});

export const impersonate = Endpoint.make({
  name: "auth.impersonate",
  method: "POST",
  path: "/auth/login/impersonate",
  auth: "bearer",
  query: ImpersonateQuery,
  body: ImpersonateRequest,
  success: ImpersonateResponse,
  description: "Admins only: tokens of a company user (iid claim, 600 s); audited.",
});

export const endImpersonation = Endpoint.make({
  name: "auth.endImpersonation",
  method: "POST",
  path: "/auth/login/impersonate/end",
  auth: "bearer",
  success: Empty,
  description: "Called with the impersonation token when the admin leaves; revokes it and audits the end.",
});

/** The calls of this resource by name, as `api.auth` and the client (`client.auth.<call>`) expose them. */
export const authCalls = {
  login: login,
  loginSocial: loginSocial,
  socialProviders: socialProviders,
  logout: logout,
  signup: signup,
  refresh: refresh,
  changePassword: changePassword,
  tokenPassword: tokenPassword,
  verifyTokenPassword: verifyTokenPassword,
  resetPassword: resetPassword,
  verifyEmail: verifyEmail,
  serviceToken: serviceToken,
  validateEmployerEmail: validateEmployerEmail,
  impersonate: impersonate,
  endImpersonation: endImpersonation,
} as const;
