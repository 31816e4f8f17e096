import { preloadModal, preloadPopover } from "@haulboard/ui";
import { lazy, type ReactNode, Suspense } from "react";

// The portal's dialogs (logout, recommend, the admins' pickers, the impersonation expiry, the header menu's
// popover) and what they bring (React Aria's overlays, focus scope, combo box and list box) are not part of
// a portal page's first load: each loads on its first opening, and all of them in the background once the
// page is idle.
const loaders = {
  logout: () => import("./LogoutDialog.tsx"),
  recommend: () => import("../recommend/RecommendDialogContainer.tsx"),
  impersonation: () => import("../impersonation/ImpersonationDialog.tsx"),
  sessionExpired: () => import("../impersonation/SessionExpiredDialog.tsx"),
  modal: preloadModal,
  popover: preloadPopover,
  themeSwitch: () => import("./ThemeSwitch.tsx"),
  headerSearch: () => import("./HeaderSearch.tsx"),
};

export const LogoutDialog = lazy(() => loaders.logout().then((module) => ({ default: module.LogoutDialog })));
export const RecommendDialogContainer = lazy(() =>
  loaders.recommend().then((module) => ({ default: module.RecommendDialogContainer })),
);
export const ImpersonationDialog = lazy(() =>
  loaders.impersonation().then((module) => ({ default: module.ImpersonationDialog })),
);
export const SessionExpiredDialog = lazy(() =>
  loaders.sessionExpired().then((module) => ({ default: module.SessionExpiredDialog })),
);

/** The header menu's theme switch: shown only inside the open menu, so its radio group loads with it. */
export const ThemeSwitch = lazy(() =>
  loaders.themeSwitch().then((module) => ({ default: module.ThemeSwitch })),
);
/** The newLayout header's search-by-job box (company portal under the newLayout flag only). */
export const HeaderSearch = lazy(() =>
  loaders.headerSearch().then((module) => ({ default: module.HeaderSearch })),
);

/** Starts loading every portal dialog when the browser is idle (once the page is on screen). */
export const preloadPortalDialogs = (): (() => void) => {
  const load = () => {
    for (const loader of Object.values(loaders)) void loader();
  };
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(load, 1000);
  return () => clearTimeout(handle);
};

/** A dialog mounted only while open, so its code loads on the first opening (no fallback: it is quick). */
export function WhenOpen({ isOpen, children }: { readonly isOpen: boolean; readonly children: ReactNode }) {
  return isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}
