import { Icon, type IconGlyph, imageIcon, linkIcon, Menu, newsIcon, Tooltip } from "@haulboard/ui";
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef } from "react";
import { Button } from "react-aria-components/Button";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { Toolbar as AriaToolbar } from "react-aria-components/Toolbar";
import { blockFormats } from "../commands/commands.ts";
import { editorTexts } from "../commands/texts.ts";
import { shortcutLabel, shortcuts } from "../plugins/keymap.ts";
import { fontFamilies, fontSizes } from "../schema/fonts.ts";
import { EditorIcon, type EditorIconName } from "./EditorIcon.tsx";
import * as styles from "./RichTextEditor.css.ts";
import type { ToolbarState } from "./toolbarState.ts";

/** Everything the toolbar can ask of the editor. */
export type ToolbarAction =
  | { kind: "undo" | "redo" | "bold" | "italic" | "underline" | "strike" | "bulletList" | "orderedList" }
  | { kind: "indent" | "outdent" | "link" | "image" | "pickImage" | "alt" | "print" }
  | { kind: "block"; id: string }
  | { kind: "size"; id: string }
  | { kind: "family"; id: string }
  | { kind: "table"; id: string };

export const tableActions = [
  { id: "insert", label: "Insert table" },
  { id: "addRowBefore", label: "Add row above" },
  { id: "addRowAfter", label: "Add row below" },
  { id: "deleteRow", label: "Delete row" },
  { id: "addColumnBefore", label: "Add column before" },
  { id: "addColumnAfter", label: "Add column after" },
  { id: "deleteColumn", label: "Delete column" },
  { id: "widenColumn", label: "Widen column" },
  { id: "narrowColumn", label: "Narrow column" },
  { id: "mergeCells", label: "Merge cells" },
  { id: "splitCell", label: "Split cell" },
  { id: "toggleHeaderRow", label: "Toggle header row" },
  { id: "deleteTable", label: "Delete table" },
] as const;

interface ToolProps {
  label: string;
  /** A letter that is the start of the label (B for Bold), or an icon. */
  glyph: string | { icon: EditorIconName } | { uiIcon: IconGlyph };
  shortcut?: string;
  isDisabled?: boolean;
  onPress: () => void;
}

const glyphOf = (glyph: ToolProps["glyph"]): ReactNode => {
  if (typeof glyph === "string")
    return (
      <span aria-hidden="true" className={styles.toolGlyph}>
        {glyph}
      </span>
    );
  return "icon" in glyph ? <EditorIcon name={glyph.icon} /> : <Icon icon={glyph.uiIcon} size="small" />;
};

const tooltipText = (label: string, shortcut?: string) =>
  shortcut ? `${label} (${shortcutLabel(shortcut)})` : label;

function Tool({ label, glyph, shortcut, isDisabled, onPress }: ToolProps) {
  return (
    <Tooltip content={tooltipText(label, shortcut)} delay={800}>
      <Button className={styles.tool} aria-label={label} isDisabled={isDisabled} onPress={onPress}>
        {glyphOf(glyph)}
      </Button>
    </Tooltip>
  );
}

function MarkTool({ label, glyph, shortcut, isSelected, onPress }: ToolProps & { isSelected: boolean }) {
  return (
    <Tooltip content={tooltipText(label, shortcut)} delay={800}>
      <ToggleButton className={styles.tool} aria-label={label} isSelected={isSelected} onChange={onPress}>
        {glyphOf(glyph)}
      </ToggleButton>
    </Tooltip>
  );
}

interface ToolbarMenuProps {
  label: string;
  value: string;
  items: ReadonlyArray<{ id: string; label: string; isDisabled?: boolean }>;
  onAction: (id: string) => void;
}

function ToolbarMenu({ label, value, items, onAction }: ToolbarMenuProps) {
  return (
    <Menu
      label={label}
      items={items}
      onAction={onAction}
      placement="bottom start"
      trigger={
        <Button className={styles.tool} aria-label={value === label ? label : `${label}: ${value}`}>
          {value}
          <span aria-hidden="true">▾</span>
        </Button>
      }
    />
  );
}

export interface EditorToolbarProps {
  /** Names the toolbar, e.g. "Job description formatting". */
  label: string;
  state: ToolbarState;
  canUploadImages: boolean;
  /** Shows "Insert image from album" (the host's image library). @default false */
  canPickImages?: boolean;
  onAction: (action: ToolbarAction) => void;
  /** Escape in the toolbar goes back to the text. */
  onEscape: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The WAI-ARIA toolbar: one tab stop (Tab leaves it, focus returns to the last used control), the
 * arrow keys move between controls, marks are toggle buttons with a pressed state.
 */
export function EditorToolbar({
  label,
  state,
  canUploadImages,
  canPickImages = false,
  onAction,
  onEscape,
  ref,
}: EditorToolbarProps) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => toolbarRef.current as HTMLDivElement);
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  useEffect(() => {
    const toolbar = toolbarRef.current;
    // Escape goes back to the text; a menu or tooltip that handled it first prevented its default.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onEscapeRef.current();
    };
    toolbar?.addEventListener("keydown", onKeyDown);
    return () => toolbar?.removeEventListener("keydown", onKeyDown);
  }, []);
  const block = blockFormats.find((format) => format.id === state.block)?.label ?? "Mixed";
  const size = fontSizes.find((entry) => entry.size === state.size);
  const family = fontFamilies.find((entry) => entry.id === state.family)?.label ?? "Default font";
  return (
    <AriaToolbar ref={toolbarRef} aria-label={label} className={styles.toolbar}>
      <Tool
        label="Undo"
        glyph={{ icon: "undo" }}
        shortcut={shortcuts.undo}
        isDisabled={!state.canUndo}
        onPress={() => onAction({ kind: "undo" })}
      />
      <Tool
        label="Redo"
        glyph={{ icon: "redo" }}
        shortcut={shortcuts.redo}
        isDisabled={!state.canRedo}
        onPress={() => onAction({ kind: "redo" })}
      />
      <span className={styles.separator} aria-hidden="true" />
      <ToolbarMenu
        label="Block format"
        value={block}
        items={blockFormats}
        onAction={(id) => onAction({ kind: "block", id })}
      />
      <ToolbarMenu
        label="Font family"
        value={family}
        items={[{ id: "default", label: "Default font" }, ...fontFamilies]}
        onAction={(id) => onAction({ kind: "family", id })}
      />
      <ToolbarMenu
        label="Font size"
        value={size ? `${size.size} (${size.points}pt)` : "Default size"}
        items={[
          { id: "default", label: "Default size" },
          ...fontSizes.map((entry) => ({
            id: String(entry.size),
            label: `${entry.size} (${entry.points}pt)`,
          })),
        ]}
        onAction={(id) => onAction({ kind: "size", id })}
      />
      <span className={styles.separator} aria-hidden="true" />
      <MarkTool
        label="Bold"
        glyph="B"
        shortcut={shortcuts.bold}
        isSelected={state.bold}
        onPress={() => onAction({ kind: "bold" })}
      />
      <MarkTool
        label="Italic"
        glyph="I"
        shortcut={shortcuts.italic}
        isSelected={state.italic}
        onPress={() => onAction({ kind: "italic" })}
      />
      <MarkTool
        label="Underline"
        glyph="U"
        shortcut={shortcuts.underline}
        isSelected={state.underline}
        onPress={() => onAction({ kind: "underline" })}
      />
      <MarkTool
        label="Strikethrough"
        glyph="S"
        shortcut={shortcuts.strike}
        isSelected={state.strike}
        onPress={() => onAction({ kind: "strike" })}
      />
      <MarkTool
        label="Link"
        glyph={{ uiIcon: linkIcon }}
        isSelected={state.link !== undefined}
        onPress={() => onAction({ kind: "link" })}
      />
      <span className={styles.separator} aria-hidden="true" />
      <Tool
        label="Bulleted list"
        glyph={{ icon: "bulletList" }}
        onPress={() => onAction({ kind: "bulletList" })}
      />
      <Tool
        label="Numbered list"
        glyph={{ icon: "orderedList" }}
        onPress={() => onAction({ kind: "orderedList" })}
      />
      <Tool
        label="Decrease indent"
        glyph={{ icon: "outdent" }}
        shortcut={shortcuts.outdent}
        onPress={() => onAction({ kind: "outdent" })}
      />
      <Tool
        label="Increase indent"
        glyph={{ icon: "indent" }}
        shortcut={shortcuts.indent}
        onPress={() => onAction({ kind: "indent" })}
      />
      <span className={styles.separator} aria-hidden="true" />
      {canUploadImages ? (
        <Tool
          label="Insert image"
          glyph={{ uiIcon: imageIcon }}
          onPress={() => onAction({ kind: "image" })}
        />
      ) : null}
      {canPickImages ? (
        <Tool
          label={editorTexts.insertFromLibrary}
          glyph={{ uiIcon: newsIcon }}
          onPress={() => onAction({ kind: "pickImage" })}
        />
      ) : null}
      <Tool
        label={editorTexts.imageDescription}
        glyph={{ icon: "imageDescription" }}
        isDisabled={!state.isAtImage}
        onPress={() => onAction({ kind: "alt" })}
      />
      <ToolbarMenu
        label="Table"
        value="Table"
        items={tableActions.map((action) => ({
          ...action,
          isDisabled: action.id === "insert" ? state.isInTable : !state.isInTable,
        }))}
        onAction={(id) => onAction({ kind: "table", id })}
      />
      <Tool label="Save as PDF" glyph={{ icon: "print" }} onPress={() => onAction({ kind: "print" })} />
    </AriaToolbar>
  );
}
