import {
  editorHistoryDepth,
  editorHistoryGroupDelayMs,
  editorResizeHandlePx,
  editorTableColumnMinWidthPx,
} from "@haulboard/domain";
import { baseKeymap, chainCommands, exitCode } from "prosemirror-commands";
import { dropCursor } from "prosemirror-dropcursor";
import { gapCursor } from "prosemirror-gapcursor";
import { history, redo, undo } from "prosemirror-history";
import { InputRule, inputRules, textblockTypeInputRule, wrappingInputRule } from "prosemirror-inputrules";
import { keymap } from "prosemirror-keymap";
import { liftListItem, sinkListItem, splitListItem } from "prosemirror-schema-list";
import type { Command, Plugin } from "prosemirror-state";
import { columnResizing, goToNextCell, isInTable, tableEditing } from "prosemirror-tables";
import {
  changeIndent,
  setBlockFormat,
  toggleBold,
  toggleItalic,
  toggleStrike,
  toggleUnderline,
} from "../commands/commands.ts";
import { schema } from "../schema/schema.ts";

/** Keyboard shortcuts, as the toolbar's tooltips name them ("Mod" is Ctrl, or ⌘ on a Mac). */
export const shortcuts = {
  bold: "Mod-b",
  italic: "Mod-i",
  underline: "Mod-u",
  strike: "Mod-Shift-x",
  undo: "Mod-z",
  redo: "Shift-Mod-z",
  indent: "Mod-]",
  outdent: "Mod-[",
} as const;

const isMac = typeof navigator !== "undefined" && /Mac|iP(hone|ad|od)/.test(navigator.platform);

/** "Ctrl+Shift+Z" / "⌘⇧Z" for a tooltip. */
export const shortcutLabel = (shortcut: string): string => {
  const parts = shortcut.split("-");
  const key = (parts.pop() ?? "").toUpperCase();
  const names = parts.map((part) => {
    if (part === "Mod") return isMac ? "⌘" : "Ctrl";
    if (part === "Shift") return isMac ? "⇧" : "Shift";
    if (part === "Alt") return isMac ? "⌥" : "Alt";
    return part;
  });
  return isMac ? [...names, key].join("") : [...names, key].join("+");
};

const inList =
  (command: Command): Command =>
  (state, dispatch) => {
    const { $from } = state.selection;
    for (let depth = $from.depth; depth > 0; depth--) {
      if ($from.node(depth).type === schema.nodes.list_item) {
        command(state, dispatch);
        // Inside a list Tab stays in the editor even when the item cannot move further.
        return true;
      }
    }
    return false;
  };

const hardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(schema.nodes.hard_break.create()).scrollIntoView());
  return true;
});

/** Every plugin of the editor except image input: history, keys, input rules, tables, cursors. */
export const editorPlugins = (): Plugin[] => [
  inputRules({
    rules: [
      textblockTypeInputRule(/^(#{1,6})\s$/, schema.nodes.heading, (match) => ({
        level: match[1]?.length ?? 1,
      })),
      wrappingInputRule(/^\s*([-+*])\s$/, schema.nodes.bullet_list),
      wrappingInputRule(
        /^(\d+)\.\s$/,
        schema.nodes.ordered_list,
        (match) => ({ order: Number(match[1]) }),
        (match, node) => node.childCount + node.attrs.order === Number(match[1]),
      ),
      new InputRule(/--$/, "–"),
    ],
  }),
  keymap({
    [shortcuts.undo]: undo,
    [shortcuts.redo]: redo,
    "Mod-y": redo,
    [shortcuts.bold]: toggleBold,
    [shortcuts.italic]: toggleItalic,
    [shortcuts.underline]: toggleUnderline,
    [shortcuts.strike]: toggleStrike,
    [shortcuts.indent]: changeIndent(1),
    [shortcuts.outdent]: changeIndent(-1),
    "Mod-Alt-0": setBlockFormat("paragraph"),
    ...Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((level) => [`Mod-Alt-${level}`, setBlockFormat(`h${level}` as "h1")]),
    ),
    "Shift-Enter": hardBreak,
    "Mod-Enter": hardBreak,
    Enter: splitListItem(schema.nodes.list_item),
    // Tab moves between table cells and nests list items; anywhere else it is left to the browser,
    // so keyboard users can leave the editor (indent has its own keys).
    Tab: (state, dispatch) =>
      isInTable(state)
        ? goToNextCell(1)(state, dispatch) || true
        : inList(sinkListItem(schema.nodes.list_item))(state, dispatch),
    "Shift-Tab": (state, dispatch) =>
      isInTable(state)
        ? goToNextCell(-1)(state, dispatch) || true
        : inList(liftListItem(schema.nodes.list_item))(state, dispatch),
  }),
  keymap(baseKeymap),
  history({ depth: editorHistoryDepth, newGroupDelay: editorHistoryGroupDelayMs }),
  dropCursor(),
  gapCursor(),
  columnResizing({ handleWidth: editorResizeHandlePx, cellMinWidth: editorTableColumnMinWidthPx }),
  tableEditing(),
];
