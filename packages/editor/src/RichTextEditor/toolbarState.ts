import { redoDepth, undoDepth } from "prosemirror-history";
import type { EditorState } from "prosemirror-state";
import { isInTable } from "prosemirror-tables";
import {
  type BlockFormatId,
  blockFormatOf,
  imageAt,
  isMarkActive,
  markAttrsAt,
} from "../commands/commands.ts";
import type { FontFamilyId, FontSize } from "../schema/fonts.ts";
import { schema } from "../schema/schema.ts";

/** What the toolbar shows: pressed marks, the current formats, what can be undone. */
export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  link: string | undefined;
  block: BlockFormatId | undefined;
  size: FontSize | undefined;
  family: FontFamilyId | undefined;
  isInTable: boolean;
  /** An image is selected or beside the cursor: its alt text can be edited. */
  isAtImage: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export const toolbarStateOf = (state: EditorState): ToolbarState => ({
  bold: isMarkActive(state, schema.marks.bold),
  italic: isMarkActive(state, schema.marks.italic),
  underline: isMarkActive(state, schema.marks.underline),
  strike: isMarkActive(state, schema.marks.strike),
  link: markAttrsAt(state, schema.marks.link)?.href as string | undefined,
  block: blockFormatOf(state),
  size: markAttrsAt(state, schema.marks.font_size)?.size as FontSize | undefined,
  family: markAttrsAt(state, schema.marks.font_family)?.family as FontFamilyId | undefined,
  isInTable: isInTable(state),
  isAtImage: imageAt(state) !== undefined,
  canUndo: undoDepth(state) > 0,
  canRedo: redoDepth(state) > 0,
});

export const isSameToolbarState = (a: ToolbarState, b: ToolbarState): boolean =>
  (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);
