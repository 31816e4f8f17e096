import type { ReactElement, ReactNode } from "react";
import { Dialog, DialogTrigger, Heading } from "react-aria-components/Dialog";
import { Popover as AriaPopover } from "react-aria-components/Popover";
import * as styles from "./Popover.css.ts";

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

/** Non-modal content anchored to its trigger (a company picker, a filter panel). Escape closes it. */
export function Popover({
  trigger,
  title,
  label,
  children,
  placement = "bottom start",
  isOpen,
  onOpenChange,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover placement={placement} className={styles.popover} offset={6}>
        <Dialog className={styles.dialog} aria-label={title ? undefined : label}>
          {({ close }) => (
            <>
              {title ? (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              ) : null}
              {typeof children === "function" ? children({ close }) : children}
            </>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
