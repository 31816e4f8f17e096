import { lazyView } from "@haulboard/ui";
import { type ComponentType, type ReactNode, Suspense } from "react";
import type { ImpersonationDialogProps } from "../impersonation/ImpersonationDialog.tsx";
import type { SessionExpiredDialogProps } from "../impersonation/SessionExpiredDialog.tsx";
import type { RecommendDialogContainerProps } from "../recommend/RecommendDialogContainer.tsx";
import type { LogoutDialogProps } from "./LogoutDialog.tsx";

// The portal's dialogs (logout, recommend, the admins' pickers, the impersonation expiry) and the header
// menu's theme switch are overlays: each loads on its opening through the design system's `lazyView`, so a
// portal page's first load does not carry them, and nothing loads them before they are opened.

/** The component of an overlay's `lazyView`: the loaded one, else one that suspends while it loads. */
const viewOf = <Props extends object>(view: { readonly View: () => ComponentType<Props> }) =>
  function OverlayView(props: Props) {
    const View = view.View();
    return <View {...props} />;
  };

export const LogoutDialog = viewOf(
  lazyView<LogoutDialogProps>(() =>
    import("./LogoutDialog.tsx").then((module) => ({ default: module.LogoutDialog })),
  ),
);
export const RecommendDialogContainer = viewOf(
  lazyView<RecommendDialogContainerProps>(() =>
    import("../recommend/RecommendDialogContainer.tsx").then((module) => ({
      default: module.RecommendDialogContainer,
    })),
  ),
);
export const ImpersonationDialog = viewOf(
  lazyView<ImpersonationDialogProps>(() =>
    import("../impersonation/ImpersonationDialog.tsx").then((module) => ({
      default: module.ImpersonationDialog,
    })),
  ),
);
export const SessionExpiredDialog = viewOf(
  lazyView<SessionExpiredDialogProps>(() =>
    import("../impersonation/SessionExpiredDialog.tsx").then((module) => ({
      default: module.SessionExpiredDialog,
    })),
  ),
);
/** The header menu's theme switch: shown only inside the open menu, so its radio group loads with it. */
export const ThemeSwitch = viewOf(
  lazyView<Record<string, never>>(() =>
    import("./ThemeSwitch.tsx").then((module) => ({ default: module.ThemeSwitch })),
  ),
);

/** A dialog mounted only while open, so its code loads on the first opening (no fallback: it is quick). */
export function WhenOpen({ isOpen, children }: { readonly isOpen: boolean; readonly children: ReactNode }) {
  return isOpen ? <Suspense fallback={null}>{children}</Suspense> : null;
}
