import { ErrorText } from "@haulboard/domain";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "../errors/httpError.ts";

// HttpError and its entry types live below every module that throws them (src/errors/).
export { type ErrorBody, type ErrorEntry, HttpError } from "../errors/httpError.ts";

export const errorBody = (...messages: string[]): ErrorBody => ({
  errors: messages.map((message) => ({ message })),
});

export const sendError = (c: Context, status: ContentfulStatusCode, ...messages: string[]) =>
  c.json(errorBody(...messages), status);

/** The texts of the errors the server answers with, in one place. */
export const Messages = {
  notFound: "Not found",
  authRequired: "Authentication required",
  invalidToken: "Your session is not valid: please sign in again",
  sessionExpired: ErrorText.sessionExpired,
  forbidden: "You do not have access to this resource",
  notYourCompany: "You can only manage your own company",
  invalidJson: "The request body is not valid JSON",
  nulCharacter: "Text may not contain NUL characters",
  bodyTooLarge: "The request body is too large",
  loginFailed: ErrorText.loginFailed,
  tooManyAttempts: "Too many failed sign-ins: please try again later",
  tooManyRequests: "Too many requests: please try again later",
  accountDeactivated: "This account is deactivated",
  notWhileImpersonating:
    "This action belongs to the account's owner: it is not allowed while acting as another user",
  currentPasswordRequired: "Enter your current password to change your email",
  targetNotManageable: "You cannot manage this user",
  emailTaken: "This email is already registered",
  serviceToken: "A valid service token is required",
  refreshInvalid: "Your session has ended: please sign in again",
  wrongPassword: "The current password is wrong",
  invalidCode: "The code is invalid or has expired",
  socialUnavailable: "Social sign-in is not available: no provider is configured on this server",
  socialInvalid: "The social sign-in token could not be verified",
  notImpersonating: "This session is not an impersonation",
  impersonateTarget: "Only a company user can be impersonated",
  companyExists: "You already have a company",
  adminOnlyField: "Only admins can change this field",
  alreadyCancelled: "This subscription is already cancelled",
  alreadyExpired: "This subscription has already expired",
} as const;
