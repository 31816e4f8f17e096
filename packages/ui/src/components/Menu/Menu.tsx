import { type ReactElement, Suspense, useId, useRef, useState } from "react";
import { ButtonContext } from "react-aria-components/Button";
import type { IconGlyph } from "../Icon/icons.tsx";
import { moreIcon } from "../Icon/icons.tsx";
import { IconButton } from "../IconButton/IconButton.tsx";
import { lazyView } from "../lazyView.ts";
import type { MenuFocus, MenuViewProps } from "./MenuView.tsx";

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
  /**
   * A short text under the actions that describes the menu, e.g. why some actions are not offered.
   * @default undefined
   */
  note?: string | undefined;
}

// Like `Popover`, `Modal` and `Drawer`: React Aria's menu, overlay and selection code (about 40 KB gzip) loads
// when a menu first opens (or when its trigger is hovered or focused), not with every list whose rows have one.
// The trigger is the real button from the first paint, wired through React Aria's button context the way its
// MenuTrigger wires it: a mouse opens the menu on press start, touch on release, Enter, Space and ArrowDown
// open it on the first item, ArrowUp on the last.
const menuView = lazyView<MenuViewProps>(() => import("./MenuView.tsx"));
/** Loads the menu's code ahead of its first opening. */
export const preloadMenu = menuView.preload;

const keyFocus: Readonly<Record<string, MenuFocus>> = {
  Enter: "first",
  " ": "first",
  ArrowDown: "first",
  ArrowUp: "last",
};

/** A menu of actions behind a button: arrow keys move, Enter chooses, Escape closes. */
export function Menu({ label, items, onAction, trigger, placement = "bottom end", note }: MenuProps) {
  const [focus, setFocus] = useState<MenuFocus | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = (how: MenuFocus) => {
    // The overlay returns focus to the element focused when it mounts: make that the trigger.
    triggerRef.current?.focus({ preventScroll: true });
    setFocus(how);
  };
  const toggle = (how: MenuFocus) => (focus === null ? open(how) : setFocus(null));
  const MenuView = menuView.View();
  return (
    <>
      <ButtonContext.Provider
        value={{
          ref: triggerRef,
          onPressStart: (event) => {
            if (event.pointerType === "mouse" || event.pointerType === "pen") open(true);
            else if (event.pointerType === "virtual") open("first");
          },
          onPress: (event) => {
            if (event.pointerType === "touch") toggle("first");
          },
          onKeyDown: (event) => {
            const how = keyFocus[event.key];
            if (how === undefined) {
              event.continuePropagation();
              return;
            }
            event.preventDefault();
            toggle(how);
          },
          onHoverStart: () => void preloadMenu(),
          onFocus: () => void preloadMenu(),
          "aria-haspopup": "menu",
          "aria-expanded": focus !== null,
          "aria-controls": focus !== null ? id : undefined,
        }}
      >
        {trigger ?? <IconButton icon={moreIcon} label={label} />}
      </ButtonContext.Provider>
      {focus !== null ? (
        <Suspense fallback={null}>
          <MenuView
            id={id}
            triggerRef={triggerRef}
            focus={focus}
            onClose={() => setFocus(null)}
            label={label}
            items={items}
            onAction={onAction}
            placement={placement}
            note={note}
          />
        </Suspense>
      ) : null}
    </>
  );
}
