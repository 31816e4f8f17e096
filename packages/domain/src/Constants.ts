/** Business constants of both spec documents (access §9, employer-work §9). */

/** Default page size (the candidates list also shows at most this many cards). */
export const defaultPageSize = 10;
/** Request time-out constant, in ms. */
export const timeoutMs = 6000;
/** The termsAccepted cookie lives this many days. */
export const termsCookieDays = 365;
/** Impersonation session countdown, in seconds (shown mm:ss). */
export const impersonationSeconds = 600;
/** After this many ms without the mail client opening, the invite dialog flags it. */
export const inviteResetMs = 1500;
/** Grid filter and address autocomplete debounce, in ms. */
export const debounceMs = 300;
/** Company search: limit 50, offset 0, newest first. */
export const companySearchLimit = 50;
export const companySearchOffset = 0;
/** The short-lived service token for email validation: 5 seconds, HS256. */
export const serviceTokenSeconds = 5;
export const serviceTokenAlgorithm = "HS256";
/** Length of the client-generated device id. */
export const deviceIdLength = 8;
/** React Query timings of the employer query, in ms. */
export const employerQuery = { staleTimeMs: 1500, cacheTimeMs: 2500 } as const;
/** A network-level failure of a charge is retried once after this delay, in ms. */
export const chargeRetryDelayMs = 5000;
/** Refresh-and-retry happens once per request; each upload step is retried once. */
export const authRetryTimes = 1;
export const uploadStepRetryTimes = 1;
export const appVersion = "1.24.1";
export const appEnvironment = "prod";
export const defaultLocale = "en-US";
// Design measures (breakpoints, navigation and modal widths, logo and image sizes) live in
// @haulboard/ui's theme (ui/src/theme/tokens.ts), their one home.
/** At most this many candidate cards. */
export const candidateLimit = 10;
/** Search-place match ratio. */
export const placeMatchRatio = 0.7;
/** Rich-text editor numbers (employer-work §9). */
export const editorImageMaxWidth = 720;
export const editorMaxPastedImages = 10;
export const editorHistoryDepth = 100;
export const editorHistoryGroupDelayMs = 500;
export const editorIndentStepPx = 30;
export const editorTableColumnMinWidthPx = 25;
export const editorResizeHandlePx = 5;
/**
 * The spec's logo sizes (employer-work §9), in px: the server cuts logos at both, the screens show them.
 * Spec values used by the server and the screens alike live here; ui/theme re-exports them.
 */
export const logoSizes = { small: { width: 49, height: 19 }, large: { width: 343, height: 133 } } as const;
export type LogoSize = keyof typeof logoSizes;
/** The spec's image size constant (employer-work §9), in px: news thumbnails are cut to it. */
export const imageSize = { width: 587, height: 226 } as const;
/** Grid filter operators shown to users and the server's filter operators and sort directions. */
export const gridFilterOperators = ["contains", "does not contain", "equals", "not equals"] as const;
export const filterOperators = [
  "equals",
  "ilike",
  "not_ilike",
  "greater_than",
  "less_than",
  "between",
  "in",
] as const;
export type FilterOperator = (typeof filterOperators)[number];
export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];
/** Alert kinds. */
export const alertTypes = ["success", "info", "warning", "error", "none"] as const;
export type AlertType = (typeof alertTypes)[number];
/** Token storage keys. */
export const tokenStorageKeys = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  adminAccessToken: "adminAccessToken",
  adminRefreshToken: "adminRefreshToken",
} as const;
/** The session-storage flag set when the session ended without a refresh token. */
export const unauthorizedFlagKey = "unauthorized";
/** The cookie holding the terms choice. */
export const termsCookieName = "termsAccepted";
