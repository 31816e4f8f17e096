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

/**
 * How long a portal page stays untouched before its dialogs load in the background: by then the page's own
 * code, data and first render are done, so the dialogs' code (parsed and run as it arrives) does not hold
 * up the page's first taps. On a slow phone that start-up work spans about two seconds.
 */
export const dialogPreloadDelayMs = 4000;

/**
 * Starts loading every portal dialog at the user's first press or key (a dialog is often what comes
 * next), or once the page has been left alone for `dialogPreloadDelayMs` and the browser is idle,
 * whichever comes first. A dialog opened before then loads on its opening. Returns the cancel.
 */
export const preloadPortalDialogs = (): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const intents = ["pointerdown", "keydown"] as const;
  const stop = () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    for (const type of intents) window.removeEventListener(type, onIntent, true);
  };
  const load = () => {
    stop();
    for (const loader of Object.values(loaders)) void loader();
  };
  // Loaded in a task of its own, after the press's or key's own work.
  const onIntent = () => {
    stop();
    setTimeout(load, 0);
  };
  for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
  timer = setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(load, { timeout: 2000 });
    else load();
  }, dialogPreloadDelayMs);
  return stop;
};

/** A dialog mounted only while open, so its code loads on the first opening (no fallback: it is quick). */
export function WhenOpen({ isOpen, children }: { readonly isOpen: boolean; readonly children: ReactNode }) {
  return isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}
