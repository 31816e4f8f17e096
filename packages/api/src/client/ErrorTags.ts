import { type ApiError, type Forbidden, isApiError, type Unauthorized } from "./ApiError.ts";

// Tag matchers for screens (match on tags, never on status numbers). A module of their own, so that the
// ApiError module on the login route's sign-in path stays as small as it was.

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
