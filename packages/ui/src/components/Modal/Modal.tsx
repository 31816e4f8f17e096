import { type ReactNode, Suspense } from "react";
import { preloadDrawer } from "../Drawer/LazyDrawer.tsx";
import { lazyView } from "../lazyView.ts";

// React Aria's overlay, focus scope and dialog code loads with the first modal opened (and with the story
// preview), not with every route that may open one. Once loaded (or preloaded), modals render it at once,
// without a Suspense pass. Closed, a modal renders nothing: it has no exit animation.
const modalView = lazyView<ModalProps>(() => import("./ModalView.tsx"));
/** Loads the modal's and the drawer's code ahead of their first opening (e.g. when the page is idle). */
export const preloadModal = () => Promise.all([modalView.preload(), preloadDrawer()]);

/** What a modal's content and footer receive: a way to close it. */
export interface ModalApi {
  close: () => void;
}

export interface ModalProps {
  /** Whether the modal is open (controlled). */
  isOpen: boolean;
  /** Called when the modal asks to open or close (Escape, the close button, an outside click). */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** The content; a function receives `{ close }`. */
  children: ReactNode | ((api: ModalApi) => ReactNode);
  /**
   * Buttons at the bottom, right-aligned; a function receives `{ close }`.
   * @default undefined
   */
  footer?: ReactNode | ((api: ModalApi) => ReactNode);
  /**
   * The maximum width (spec §9: modal default width 28rem).
   * @default "28rem"
   */
  width?: string;
  /**
   * Close on a click outside.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Close with the Escape key.
   * @default true
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Show the × button in the header.
   * @default true
   */
  hasCloseButton?: boolean;
  /**
   * "alertdialog" for confirmations that interrupt the user.
   * @default "dialog"
   */
  role?: "dialog" | "alertdialog";
}

/**
 * A controlled modal dialog: focus is trapped inside, Escape closes it, focus returns on close (to the
 * element that had it when it opened).
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  const View = modalView.View();
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
