import type { ReactElement } from "react";
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover } from "react-aria-components/Menu";
import { Icon } from "../Icon/Icon.tsx";
import type { IconGlyph } from "../Icon/icons.tsx";
import { moreIcon } from "../Icon/icons.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import * as styles from "./Menu.css.ts";

/** One action of a menu. */
export interface MenuAction {
  id: string;
  label: string;
  icon?: IconGlyph;
  isDisabled?: boolean;
  /** Shown in the critical colour (Delete, Deactivate). */
  isDanger?: boolean;
}

export interface MenuProps {
  /** The accessible name of the menu and of the default "more" trigger, e.g. "Job actions". */
  label: string;
  /** The actions, in order. */
  items: ReadonlyArray<MenuAction>;
  /** Called with the id of the chosen action. */
  onAction: (id: string) => void;
  /**
   * A custom trigger (a Button); by default an IconButton with the "more" icon named `label`.
   * @default undefined
   */
  trigger?: ReactElement;
  /** @default "bottom end" */
  placement?: "bottom start" | "bottom end" | "top start" | "top end";
}

/** A menu of actions behind a button: arrow keys move, Enter chooses, Escape closes. */
export function Menu({ label, items, onAction, trigger, placement = "bottom end" }: MenuProps) {
  return (
    <MenuTrigger>
      {trigger ?? <IconButton icon={moreIcon} label={label} />}
      <Popover placement={placement} className={styles.popover} offset={4}>
        <AriaMenu
          aria-label={label}
          className={styles.menu}
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
      </Popover>
    </MenuTrigger>
  );
}
