import { editorTableColumnMinWidthPx } from "@haulboard/domain";
import { setBlockType, toggleMark } from "prosemirror-commands";
import type { Attrs, MarkType, Node, NodeType } from "prosemirror-model";
import { liftListItem, sinkListItem, wrapInList } from "prosemirror-schema-list";
import { type Command, type EditorState, NodeSelection, TextSelection } from "prosemirror-state";
import { isInTable, selectedRect, selectionCell, TableMap } from "prosemirror-tables";
import type { FontFamilyId, FontSize } from "../schema/fonts.ts";
import { maxIndent, schema } from "../schema/schema.ts";
import { isSafeLinkHref } from "../schema/urls.ts";

/** The block formats of the "Block format" menu (employer-work §9). */
export const blockFormats = [
  { id: "paragraph", label: "Paragraph", level: 0 },
  { id: "h1", label: "Heading 1", level: 1 },
  { id: "h2", label: "Heading 2", level: 2 },
  { id: "h3", label: "Heading 3", level: 3 },
  { id: "h4", label: "Heading 4", level: 4 },
  { id: "h5", label: "Heading 5", level: 5 },
  { id: "h6", label: "Heading 6", level: 6 },
] as const;
export type BlockFormatId = (typeof blockFormats)[number]["id"];

/** Sets paragraph or heading n on the selected blocks, keeping their indent. */
export const setBlockFormat =
  (id: BlockFormatId): Command =>
  (state, dispatch) => {
    const format = blockFormats.find((entry) => entry.id === id);
    if (!format) return false;
    const indent = state.selection.$from.parent.attrs.indent ?? 0;
    return format.level === 0
      ? setBlockType(schema.nodes.paragraph, { indent })(state, dispatch)
      : setBlockType(schema.nodes.heading, { level: format.level, indent })(state, dispatch);
  };

const formatOfBlock = (node: Node): BlockFormatId | undefined => {
  if (node.type === schema.nodes.paragraph) return "paragraph";
  if (node.type === schema.nodes.heading) return `h${node.attrs.level}` as BlockFormatId;
  return undefined;
};

/** The block format of the selected blocks, or undefined when they differ. */
export const blockFormatOf = (state: EditorState): BlockFormatId | undefined => {
  const { $from, from, to, empty } = state.selection;
  if (empty) return formatOfBlock($from.parent);
  const formats = new Set<BlockFormatId | undefined>();
  state.doc.nodesBetween(from, to, (node) => {
    if (node.isTextblock) formats.add(formatOfBlock(node));
    return formats.size < 2 && !node.isTextblock;
  });
  return formats.size === 1 ? [...formats][0] : undefined;
};

const isInList = (state: EditorState) => {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    if ($from.node(depth).type === schema.nodes.list_item) return true;
  }
  return false;
};

/**
 * Indent (+1) or outdent (-1) by one 30 px step. In a list it nests or un-nests the item instead;
 * paragraphs and headings carry an indent of 0 to 10 steps.
 */
export const changeIndent =
  (delta: 1 | -1): Command =>
  (state, dispatch) => {
    if (isInList(state)) {
      return (delta > 0 ? sinkListItem : liftListItem)(schema.nodes.list_item)(state, dispatch);
    }
    const { from, to } = state.selection;
    const tr = state.tr;
    let changed = false;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (node.type !== schema.nodes.paragraph && node.type !== schema.nodes.heading) return true;
      const indent = Math.max(0, Math.min(maxIndent, (node.attrs.indent as number) + delta));
      if (indent !== node.attrs.indent) {
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent });
        changed = true;
      }
      return false;
    });
    if (!changed) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };

/** Whether the mark is on the whole selection (or in the stored marks at the cursor). */
export const isMarkActive = (state: EditorState, type: MarkType): boolean => {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
};

/** The attrs of a mark at the cursor or selection start (current font size, family, link). */
export const markAttrsAt = (state: EditorState, type: MarkType): Attrs | undefined => {
  const { $from, from, to, empty } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks())?.attrs;
  // The first text of the selection (an all-selection starts before the first paragraph).
  let attrs: Attrs | undefined;
  let seen = false;
  state.doc.nodesBetween(from, to, (node) => {
    if (seen) return false;
    if (node.isText) {
      seen = true;
      attrs = type.isInSet(node.marks)?.attrs;
    }
    return !seen;
  });
  return attrs;
};

/** Puts a mark with attrs on the selection, or takes it off when attrs is null. */
const setMark =
  (type: MarkType, attrs: Attrs | null): Command =>
  (state, dispatch) => {
    const { empty, ranges } = state.selection;
    if (!dispatch) return true;
    const tr = state.tr;
    if (empty) {
      tr.removeStoredMark(type);
      if (attrs) tr.addStoredMark(type.create(attrs));
    } else {
      for (const { $from, $to } of ranges) {
        tr.removeMark($from.pos, $to.pos, type);
        if (attrs) tr.addMark($from.pos, $to.pos, type.create(attrs));
      }
      tr.scrollIntoView();
    }
    dispatch(tr);
    return true;
  };

export const toggleBold = toggleMark(schema.marks.bold);
export const toggleItalic = toggleMark(schema.marks.italic);
export const toggleUnderline = toggleMark(schema.marks.underline);
export const toggleStrike = toggleMark(schema.marks.strike);
export const setFontSize = (size: FontSize | null): Command =>
  setMark(schema.marks.font_size, size ? { size } : null);
export const setFontFamily = (family: FontFamilyId | null): Command =>
  setMark(schema.marks.font_family, family ? { family } : null);

/**
 * Links the selection to an http, https or mailto address; refuses any other. An address without a
 * scheme ("haulboard.com") gets https://.
 */
export const normaliseLinkHref = (input: string): string | undefined => {
  const value = input.trim();
  if (value === "") return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value)
    ? value
    : value.includes("@")
      ? `mailto:${value}`
      : `https://${value}`;
  return isSafeLinkHref(withScheme) ? withScheme : undefined;
};
export const setLink = (href: string | null): Command => {
  if (href === null) return setMark(schema.marks.link, null);
  const safe = normaliseLinkHref(href);
  return safe ? setMark(schema.marks.link, { href: safe }) : () => false;
};

export const toggleBulletList: Command = (state, dispatch) =>
  wrapInList(schema.nodes.bullet_list)(state, dispatch) ||
  liftListItem(schema.nodes.list_item)(state, dispatch);
export const toggleOrderedList: Command = (state, dispatch) =>
  wrapInList(schema.nodes.ordered_list)(state, dispatch) ||
  liftListItem(schema.nodes.list_item)(state, dispatch);

const emptyCell = (type: NodeType): Node => type.createAndFill() as Node;

/** Inserts a rows × columns table with a header row and puts the cursor in its first cell. */
export const insertTable =
  (rows = 3, columns = 3): Command =>
  (state, dispatch) => {
    if (isInTable(state)) return false;
    const { table, table_row, table_cell, table_header } = schema.nodes;
    const table_ = table.create(
      null,
      Array.from({ length: rows }, (_, row) =>
        table_row.create(
          null,
          Array.from({ length: columns }, () => emptyCell(row === 0 ? table_header : table_cell)),
        ),
      ),
    );
    if (dispatch) {
      const tr = state.tr.replaceSelectionWith(table_);
      const start = tr.selection.from;
      // The cursor lands after the table; move it into the first cell.
      let cellPos = -1;
      tr.doc.nodesBetween(Math.max(0, start - table_.nodeSize - 2), start, (node, pos) => {
        if (cellPos < 0 && node.type === table_header) cellPos = pos;
        return cellPos < 0;
      });
      if (cellPos >= 0) {
        tr.setSelection(TextSelection.near(tr.doc.resolve(cellPos + 2)));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };

/** Makes the table's first row a header row, or ordinary cells again when it already is one. */
export const toggleHeaderRow: Command = (state, dispatch) => {
  if (!isInTable(state)) return false;
  const { table, tableStart } = selectedRect(state);
  const firstRow = table.firstChild;
  if (!firstRow) return false;
  const isHeader =
    firstRow.childCount > 0 &&
    [...Array(firstRow.childCount).keys()].every((i) => firstRow.child(i).type === schema.nodes.table_header);
  if (dispatch) {
    const tr = state.tr;
    let pos = tableStart + 1;
    firstRow.forEach((cell) => {
      tr.setNodeMarkup(pos, isHeader ? schema.nodes.table_cell : schema.nodes.table_header, cell.attrs);
      pos += cell.nodeSize;
    });
    dispatch(tr);
  }
  return true;
};

/**
 * The image the alt text applies to: a selected image, or the image right after or right before the
 * cursor (arrowing onto an image puts the cursor beside it).
 */
export const imageAt = (state: EditorState): { pos: number; alt: string } | undefined => {
  const { selection } = state;
  if (selection instanceof NodeSelection)
    return selection.node.type === schema.nodes.image
      ? { pos: selection.from, alt: selection.node.attrs.alt }
      : undefined;
  if (!selection.empty) return undefined;
  const { $from } = selection;
  if ($from.nodeAfter?.type === schema.nodes.image) return { pos: $from.pos, alt: $from.nodeAfter.attrs.alt };
  if ($from.nodeBefore?.type === schema.nodes.image)
    return { pos: $from.pos - $from.nodeBefore.nodeSize, alt: $from.nodeBefore.attrs.alt };
  return undefined;
};

/** Sets the alt text of the image at the cursor ("" marks it decorative). */
export const setImageAlt =
  (alt: string): Command =>
  (state, dispatch) => {
    const image = imageAt(state);
    if (!image) return false;
    const node = state.doc.nodeAt(image.pos);
    if (!node) return false;
    // The sanitiser's pattern for alt refuses angle brackets; the schema never writes them.
    const clean = alt.replace(/[<>]/g, "").replace(/\s+/g, " ").trim();
    dispatch?.(state.tr.setNodeMarkup(image.pos, undefined, { ...node.attrs, alt: clean }));
    return true;
  };

/** How much one "Widen column" / "Narrow column" changes the column the cursor is in. */
export const columnWidthStepPx = 20;

/**
 * Widens (+1) or narrows (-1) the cursor's table column by `columnWidthStepPx`, never below the
 * 25 px minimum: the keyboard's way to do what dragging a column border does. A column without a
 * stored width starts from its width on screen.
 */
export const resizeColumn =
  (direction: 1 | -1): Command =>
  (state, dispatch, view) => {
    if (!isInTable(state)) return false;
    const $cell = selectionCell(state);
    const cell = $cell.nodeAfter;
    if (!cell) return false;
    const table = $cell.node(-1);
    const start = $cell.start(-1);
    const map = TableMap.get(table);
    const column = map.colCount($cell.pos - start) + cell.attrs.colspan - 1;
    const cellIndex = cell.attrs.colspan === 1 ? 0 : column - map.colCount($cell.pos - start);
    const stored = (cell.attrs.colwidth as number[] | null)?.[cellIndex];
    const onScreen = (view?.nodeDOM($cell.pos) as HTMLElement | null)?.offsetWidth;
    const current = stored || (onScreen ? Math.round(onScreen / cell.attrs.colspan) : 100);
    const width = Math.max(editorTableColumnMinWidthPx, current + direction * columnWidthStepPx);
    if (width === stored) return false;
    if (dispatch) {
      const tr = state.tr;
      for (let row = 0; row < map.height; row++) {
        const mapIndex = row * map.width + column;
        // A cell spanning rows is set once.
        if (row > 0 && map.map[mapIndex] === map.map[mapIndex - map.width]) continue;
        const pos = map.map[mapIndex] as number;
        const attrs = table.nodeAt(pos)?.attrs;
        if (!attrs) continue;
        const index = attrs.colspan === 1 ? 0 : column - map.colCount(pos);
        const colwidth = attrs.colwidth ? [...attrs.colwidth] : Array(attrs.colspan).fill(0);
        colwidth[index] = width;
        tr.setNodeMarkup(start + pos, undefined, { ...attrs, colwidth });
      }
      dispatch(tr);
    }
    return true;
  };
