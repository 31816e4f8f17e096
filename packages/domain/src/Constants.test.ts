import { describe, expect, it } from "vitest";
import * as Constants from "./Constants.ts";

const constantValues: Readonly<Record<string, unknown>> = { ...Constants };

describe("business constants", () => {
  it.each([
    ["defaultPageSize", 10],
    ["timeoutMs", 6000],
    ["termsCookieDays", 365],
    ["impersonationSeconds", 600],
    ["inviteResetMs", 1500],
    ["debounceMs", 300],
    ["companySearchLimit", 50],
    ["companySearchOffset", 0],
    ["serviceTokenSeconds", 5],
    ["serviceTokenAlgorithm", "HS256"],
    ["deviceIdLength", 8],
    ["chargeRetryDelayMs", 5000],
    ["authRetryTimes", 1],
    ["uploadStepRetryTimes", 1],
    ["appVersion", "1.24.1"],
    ["appEnvironment", "prod"],
    ["defaultLocale", "en-US"],
    ["candidateLimit", 10],
    ["placeMatchRatio", 0.7],
    ["editorImageMaxWidth", 720],
    ["editorMaxPastedImages", 10],
    ["editorHistoryDepth", 100],
    ["editorHistoryGroupDelayMs", 500],
    ["editorIndentStepPx", 30],
    ["editorTableColumnMinWidthPx", 25],
    ["editorResizeHandlePx", 5],
    ["unauthorizedFlagKey", "unauthorized"],
    ["termsCookieName", "termsAccepted"],
  ] as const)("%s is %j", (name, value) => {
    expect(constantValues[name]).toBe(value);
  });

  it("holds the grouped values of the spec", () => {
    expect(Constants.employerQuery).toEqual({ staleTimeMs: 1500, cacheTimeMs: 2500 });
    expect(Constants.gridFilterOperators).toEqual(["contains", "does not contain", "equals", "not equals"]);
    expect(Constants.filterOperators).toEqual([
      "equals",
      "ilike",
      "not_ilike",
      "greater_than",
      "less_than",
      "between",
      "in",
    ]);
    expect(Constants.sortDirections).toEqual(["asc", "desc"]);
    expect(Constants.alertTypes).toEqual(["success", "info", "warning", "error", "none"]);
    expect(Object.values(Constants.tokenStorageKeys)).toEqual([
      "accessToken",
      "refreshToken",
      "adminAccessToken",
      "adminRefreshToken",
    ]);
  });
});
