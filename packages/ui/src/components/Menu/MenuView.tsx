import type { RefObject } from "react";
import { Menu as AriaMenu, MenuItem } from "react-aria-components/Menu";
import { Popover as AriaPopover } from "react-aria-components/Popover";
import { Icon } from "../Icon/Icon.tsx";
import * as styles from "./Menu.css.ts";
import type { MenuProps } from "./Menu.tsx";

/** Where focus goes when the menu opens: the menu itself (a mouse), its first or its last item. */
export type MenuFocus = true | "first" | "last";

export interface MenuViewProps
  extends Pick<MenuProps, "label" | "items" | "onAction" | "placement" | "note"> {
  readonly id: string;
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  readonly focus: MenuFocus;
  readonly onClose: () => void;
}

/**
 * The open menu: React Aria's positioned overlay and menu, anchored to the trigger. The overlay returns focus
 * to the trigger when it closes (it was focused when the overlay mounted); choosing an item, Escape, Tab and
 * a press outside close it.
 */
export default function MenuView({
  id,
  triggerRef,
  focus,
  onClose,
  label,
  items,
  onAction,
  placement = "bottom end",
  note,
}: MenuViewProps) {
  const noteId = `${id}-note`;
  return (
    <AriaPopover
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      triggerRef={triggerRef}
      trigger="MenuTrigger"
      placement={placement}
      className={styles.popover}
      offset={4}
      // React Aria renders the popover as a dialog: it takes the menu's name.
      aria-label={label}
    >
      <AriaMenu
        id={id}
        aria-label={label}
        aria-describedby={note ? noteId : undefined}
        className={styles.menu}
        autoFocus={focus}
        onClose={onClose}
        onAction={(key) => onAction(String(key))}
        disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      >
        {items.map((item) => (
          <MenuItem
            key={item.id}
            id={item.id}
            textValue={item.label}
            className={styles.item}
            data-danger={item.isDanger}
          >
            {item.icon ? <Icon icon={item.icon} /> : null}
            {item.label}
          </MenuItem>
        ))}
      </AriaMenu>
      {note ? (
        <p id={noteId} className={styles.note}>
          {note}
        </p>
      ) : null}
    </AriaPopover>
  );
}
