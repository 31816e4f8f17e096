import { ErrorText } from "@haulboard/domain";
import type { ApiError, ApiErrorTag, Forbidden, NetworkError, Unauthorized } from "./ApiError.ts";

// Reading a failure: tag matchers (match on tags, never on status numbers) and the alert text. Only types
// come from ApiError.ts, whose classes need effect's Data: a screen that reads failures pays nothing for
// the client until its first call loads it.

const apiErrorTags: ReadonlySet<string> = new Set<ApiErrorTag>([
  "NetworkError",
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "Invalid",
  "Conflict",
  "RateLimited",
  "AlreadyPaid",
  "ServerError",
  "UnexpectedStatus",
  "Decode",
]);

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === "object" && value !== null && apiErrorTags.has((value as { _tag?: string })._tag ?? "");

/** The server refused the request on purpose (a 4xx): what was sent is wrong, not the connection. */
export const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) &&
  (error._tag === "Invalid" ||
    error._tag === "Unauthorized" ||
    error._tag === "Forbidden" ||
    error._tag === "NotFound" ||
    error._tag === "Conflict" ||
    error._tag === "RateLimited");

/** The session or the role does not allow the call (401 / 403 after the one refresh). */
export const isNotAllowed = (error: unknown): error is Unauthorized | Forbidden =>
  isApiError(error) && (error._tag === "Unauthorized" || error._tag === "Forbidden");

/**
 * Whether retrying may help: no response at all, or a gateway that was momentarily unavailable.
 * Everything the server answered on purpose (4xx, 500) is final.
 */
export const isTransient = (error: ApiError): boolean =>
  error._tag === "NetworkError" || (error._tag === "ServerError" && error.reason === "Unavailable");

/** A failure with no response at all, a time-out included (the charge retry's condition, employer-work §4). */
export const isNetworkFailure = (error: ApiError): error is NetworkError => error._tag === "NetworkError";

/** Screens whose failure text the spec words differently. */
export type AlertContext = "default" | "login" | "companyLogin" | "signUp" | "invite";

const loginStatuses = new Set([400, 401, 422, 500]);

/** A sign-in refused for the account's state (locked out, deactivated), with the server's own words. */
const isAccountRefusal = (error: ApiError): boolean =>
  (error._tag === "RateLimited" || error._tag === "Forbidden") && error.fromServer;

/**
 * The alert text for a failed call (access §8):
 * no response → 'There was a problem with communication'; status 500 or above → 'Internal server error';
 * otherwise the server's first message; otherwise the client's message.
 * The login screen shows 'This email or password is wrong' unless the status is 400, 401, 422 or 500 with a
 * server message; sign-up and invite fall back to their generic texts.
 * `companyLogin` returns the login text: the server message is only logged there.
 * On both sign-ins a locked-out (`RateLimited`, 429) or deactivated (`Forbidden`, 403) account reads the
 * server's message: 'This email or password is wrong' would send the user to retype a right password.
 * A request or answer that breaks the contract (`Decode`, e.g. a card answer without its token) reads
 * 'Validation error.' (employer-work §5): its message is for developers and never reaches a user.
 */
export const toAlertMessage = (error: ApiError, context: AlertContext = "default"): string => {
  if (error._tag === "NetworkError") return ErrorText.communication;
  if (error._tag === "Decode") return ErrorText.cardMissingToken;
  switch (context) {
    case "login":
      if (isAccountRefusal(error)) return error.message;
      return loginStatuses.has(error.status) && error.fromServer ? error.message : ErrorText.loginFailed;
    case "companyLogin":
      return isAccountRefusal(error) ? error.message : ErrorText.loginFailed;
    case "signUp":
      return error.fromServer && error.status < 500 ? error.message : ErrorText.signUpGeneric;
    case "invite":
      return ErrorText.inviteFailed;
    default:
      if (error.status >= 500) return ErrorText.internalServer;
      return error.message;
  }
};

/**
 * The alert text of any failure: `toAlertMessage` for an ApiError, 'There was a problem with
 * communication' for anything else (a failure that never reached the client's call). The one error-to-text
 * function of the screens (issue 38).
 */
export const alertTextOf = (error: unknown, context: AlertContext = "default"): string =>
  isApiError(error) ? toAlertMessage(error, context) : ErrorText.communication;
