export { AlertArea } from "./alerts/AlertArea.tsx";
export {
  type AlertInput,
  type AlertKind,
  type AlertsApi,
  AlertsProvider,
  type AlertsProviderProps,
  alertAutoHideMs,
  type ShownAlert,
  useAlerts,
} from "./alerts/Alerts.tsx";
export {
  type AnalyticsEvent,
  type AnalyticsFlow,
  type AnalyticsSink,
  type AnalyticsStage,
  analyticsFlows,
  analyticsStages,
  dataLayerSink,
  makeRecordingSink,
  setAnalyticsSink,
  track,
} from "./analytics/Analytics.ts";
export { BrandMark, WayOut, type WayOutProps, WayOutText } from "./errors/DeadEnd.tsx";
export {
  AppErrorBoundary,
  ErrorPage,
  type ErrorPageProps,
  errorPagePropsFor,
  Loading,
  RouteErrorPage,
} from "./errors/ErrorPage.tsx";
export {
  FeatureFlagsProvider,
  type FeatureFlagsProviderProps,
  useFeatureFlags,
} from "./flags/FeatureFlags.tsx";
export {
  type AccessDecision,
  AccessText,
  decideAccess,
  landingPathFor,
  loginPath,
  type RefusedState,
  RequireAccess,
  refusedStateOf,
} from "./guard/Access.tsx";
export { setPrerenderedLayout } from "./layout/useCompactLayout.ts";
export {
  type PortalShellLayout,
  portalShellCookie,
  rememberPortalShell,
  takeOverPortalShell,
} from "./portalShell/portalShell.ts";
export { ShellRoot } from "./root/ShellRoot.tsx";
export { isEmailValidatedQuery, takeUnauthorizedFlag, useStartupNotices } from "./root/StartupNotices.ts";
export type { LazyRoute, RouteModule } from "./routing/LazyRoute.ts";
export { type AccessClaims, readAccessClaims } from "./session/AccessClaims.ts";
export {
  appTokenStore,
  type Session,
  SessionProvider,
  type SessionProviderProps,
  type SessionTokens,
  type SessionUser,
  sessionFromTokens,
  useSession,
  useTokenStore,
} from "./session/Session.tsx";
export { pageTitleFor, productName, usePageTitle } from "./title/PageTitle.ts";
