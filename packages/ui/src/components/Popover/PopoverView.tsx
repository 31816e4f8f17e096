import type { RefObject } from "react";
import { Dialog, Heading } from "react-aria-components/Dialog";
import { Popover as AriaPopover } from "react-aria-components/Popover";
import * as styles from "./Popover.css.ts";
import type { PopoverProps } from "./Popover.tsx";

export interface PopoverViewProps extends Omit<PopoverProps, "trigger" | "isOpen" | "onOpenChange"> {
  readonly id: string;
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** The open popover: React Aria's positioned overlay with a dialog inside, anchored to the trigger. */
export default function PopoverView({
  id,
  triggerRef,
  onOpenChange,
  title,
  label,
  children,
  placement = "bottom start",
}: PopoverViewProps) {
  return (
    <AriaPopover
      isOpen
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      placement={placement}
      className={styles.popover}
      offset={6}
    >
      <Dialog id={id} className={styles.dialog} aria-label={title ? undefined : label}>
        {title ? (
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
        ) : null}
        {typeof children === "function" ? children({ close: () => onOpenChange(false) }) : children}
      </Dialog>
    </AriaPopover>
  );
}
