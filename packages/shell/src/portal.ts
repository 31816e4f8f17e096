// The portal side of the shell: everything behind sign-in. Loaded with the portal routes, never by /login.
export { AppApiProvider, type AppApiProviderProps, useApi, useAppApi } from "./api/AppApi.tsx";
export { apiClientFor, appApiClient, endExpiredSession } from "./api/appClient.ts";
export { appQueryClient } from "./api/queryClient.ts";
export { CompanyLogo, defaultCompanyLogo } from "./layout/CompanyLogo.tsx";
export { EmployerProfile } from "./layout/EmployerProfile.tsx";
export { Header, type HeaderProps, type HeaderVariant, headerVariants } from "./layout/Header.tsx";
export { LogoutDialog, type LogoutDialogProps } from "./layout/LogoutDialog.tsx";
export { Navigation, type NavigationProps, navigationIcons } from "./layout/Navigation.tsx";
export { PortalFrame, type PortalFrameProps } from "./layout/PortalFrame.tsx";
export { PortalLayout, type PortalLayoutProps } from "./layout/PortalLayout.tsx";
export { PortalSwitcher, type PortalSwitcherProps } from "./layout/PortalSwitcher.tsx";
export { LogoutScreen } from "./logout/Logout.tsx";
export { PlaceholderScreen } from "./placeholder/Placeholder.tsx";
export {
  RecommendDialogContainer,
  type RecommendDialogContainerProps,
} from "./recommend/RecommendDialogContainer.tsx";
export {
  type InviteAnswer,
  type InviteStatus,
  type InviteValues,
  inviteMailto,
  inviteStatusTexts,
  inviteSubject,
  openMailClient,
  type UseInviteOptions,
  useInvite,
} from "./recommend/useInvite.ts";
export { onSessionEnd } from "./session/SessionEnd.ts";
