import { type ReactElement, type ReactNode, Suspense, useId, useRef, useState } from "react";
import { ButtonContext } from "react-aria-components/Button";
import { lazyView } from "../lazyView.ts";
import type { PopoverViewProps } from "./PopoverView.tsx";

export const popoverPlacements = ["bottom", "bottom start", "bottom end", "top", "start", "end"] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

export interface PopoverProps {
  /** The element that opens the popover: a Button or IconButton (react-aria press events). */
  trigger: ReactElement;
  /**
   * A heading that also names the popover dialog.
   * @default undefined
   */
  title?: string;
  /**
   * The accessible name when there is no title.
   * @default undefined
   */
  label?: string;
  /** The content; a function receives `{ close }`. */
  children: ReactNode | ((api: { close: () => void }) => ReactNode);
  /** @default "bottom start" */
  placement?: PopoverPlacement;
  /**
   * Controlled open state.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Called when the popover opens or closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

// Like `Modal` and `Drawer`: React Aria's overlay, positioning and dialog code loads when a popover first
// opens (or when the trigger is hovered or focused, or with `preloadPopover`), not with every page whose
// header holds one. The trigger is wired through React Aria's button context, as its DialogTrigger does:
// it toggles the popover, says it opens a dialog, and whether it is expanded.
const popoverView = lazyView<PopoverViewProps>(() => import("./PopoverView.tsx"));
/** Loads the popover's code ahead of its first opening (e.g. when the page is idle). */
export const preloadPopover = popoverView.preload;

/** Non-modal content anchored to its trigger (a company picker, a filter panel). Escape closes it. */
export function Popover({ trigger, isOpen, onOpenChange, ...view }: PopoverProps) {
  const [ownIsOpen, setOwnIsOpen] = useState(false);
  const open = isOpen ?? ownIsOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setOwnIsOpen(next);
    onOpenChange?.(next);
  };
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const PopoverView = popoverView.View();
  return (
    <>
      <ButtonContext.Provider
        value={{
          ref: triggerRef,
          onPress: () => setOpen(!open),
          onHoverStart: () => void preloadPopover(),
          onFocus: () => void preloadPopover(),
          "aria-haspopup": "dialog",
          "aria-expanded": open,
          "aria-controls": open ? id : undefined,
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      {open ? (
        <Suspense fallback={null}>
          <PopoverView {...view} id={id} triggerRef={triggerRef} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
