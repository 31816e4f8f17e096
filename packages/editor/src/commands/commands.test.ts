import { editorHistoryDepth, editorTableColumnMinWidthPx } from "@haulboard/domain";
import { redoDepth, undo, undoDepth } from "prosemirror-history";
import { EditorState, NodeSelection, TextSelection, type Transaction } from "prosemirror-state";
import { describe, expect, it } from "vitest";
import { imageSizeFor } from "../plugins/imageUpload.ts";
import { editorPlugins } from "../plugins/keymap.ts";
import { schema } from "../schema/schema.ts";
import {
  changeIndent,
  columnWidthStepPx,
  imageAt,
  normaliseLinkHref,
  resizeColumn,
  setFontSize,
  setImageAlt,
  setLink,
  toggleHeaderRow,
} from "./commands.ts";

const { doc, paragraph, heading } = schema.nodes;
const stateWith = (...blocks: ReturnType<typeof paragraph.create>[]) =>
  EditorState.create({ doc: doc.create(null, blocks), plugins: editorPlugins() });
const run = (state: EditorState, command: (s: EditorState, d: (tr: Transaction) => void) => boolean) => {
  let next = state;
  const done = command(state, (tr) => {
    next = state.apply(tr);
  });
  return { done, state: next };
};

describe("indent", () => {
  it("indents paragraphs and headings in steps of one, from 0 to 10", () => {
    let state = stateWith(
      paragraph.create(null, schema.text("a")),
      heading.create({ level: 2 }, schema.text("b")),
    );
    state = state.apply(
      state.tr.setSelection(TextSelection.create(state.doc, 1, state.doc.content.size - 1)),
    );
    for (let i = 0; i < 12; i++) state = run(state, changeIndent(1)).state;
    expect([state.doc.child(0).attrs.indent, state.doc.child(1).attrs.indent]).toEqual([10, 10]);
    expect(run(state, changeIndent(1)).done).toBe(false);
    for (let i = 0; i < 11; i++) state = run(state, changeIndent(-1)).state;
    expect(state.doc.child(0).attrs.indent).toBe(0);
    expect(run(state, changeIndent(-1)).done).toBe(false);
  });
});

describe("links", () => {
  it("accepts http, https and mailto, adds https:// or mailto: to bare addresses, refuses the rest", () => {
    expect(normaliseLinkHref("https://a.example/x")).toBe("https://a.example/x");
    expect(normaliseLinkHref("haulboard.example")).toBe("https://haulboard.example");
    expect(normaliseLinkHref("jobs@haulboard.example")).toBe("mailto:jobs@haulboard.example");
    expect(normaliseLinkHref("javascript:alert(1)")).toBeUndefined();
    expect(normaliseLinkHref("data:text/html,x")).toBeUndefined();
    expect(normaliseLinkHref("ftp://a.example")).toBeUndefined();
    let state = stateWith(paragraph.create(null, schema.text("apply")));
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1, 6)));
    expect(run(state, setLink("javascript:alert(1)")).done).toBe(false);
    const linked = run(state, setLink("https://a.example")).state;
    expect(
      linked.doc
        .child(0)
        .child(0)
        .marks.map((mark) => mark.attrs.href),
    ).toEqual(["https://a.example"]);
  });
});

describe("font size", () => {
  it("sets one of the sizes 1 to 7 and removes it with null", () => {
    let state = stateWith(paragraph.create(null, schema.text("pay")));
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1, 4)));
    state = run(state, setFontSize(7)).state;
    expect(state.doc.child(0).child(0).marks[0]?.attrs.size).toBe(7);
    state = run(state, setFontSize(null)).state;
    expect(state.doc.child(0).child(0).marks).toEqual([]);
  });
});

describe("header row", () => {
  it("turns the first row into header cells and back", () => {
    const { table, table_row, table_cell } = schema.nodes;
    const cell = () => table_cell.create(null, paragraph.create(null, schema.text("x")));
    let state = stateWith(
      table.create(null, [
        table_row.create(null, [cell(), cell()]),
        table_row.create(null, [cell(), cell()]),
      ]),
    );
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 4)));
    state = run(state, toggleHeaderRow).state;
    const types = (s: EditorState) =>
      s.doc
        .child(0)
        .child(0)
        .content.content.map((c) => c.type.name);
    expect(types(state)).toEqual(["table_header", "table_header"]);
    expect(state.doc.child(0).child(1).child(0).type.name).toBe("table_cell");
    expect(types(run(state, toggleHeaderRow).state)).toEqual(["table_cell", "table_cell"]);
  });
});

describe("history", () => {
  const typeAt = (state: EditorState, text: string, time: number) =>
    state.apply(state.tr.insertText(text).setTime(time));

  it("starts a new undo step after a 500 ms pause, not before", () => {
    let state = stateWith(paragraph.create());
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1)));
    state = typeAt(state, "a", 1000);
    state = typeAt(state, "b", 1400);
    expect(undoDepth(state)).toBe(1);
    state = typeAt(state, "c", 1901);
    expect(undoDepth(state)).toBe(2);
    state = run(state, undo).state;
    expect(state.doc.textContent).toBe("ab");
    expect(redoDepth(state)).toBe(1);
  });

  it("keeps at most 100 undo steps", () => {
    let state = stateWith(paragraph.create());
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1)));
    for (let i = 0; i < 130; i++) state = typeAt(state, "x", i * 1000);
    expect(editorHistoryDepth).toBe(100);
    // prosemirror-history trims in batches once the depth is passed; never fewer than 100 remain.
    expect(undoDepth(state)).toBeGreaterThanOrEqual(100);
    expect(undoDepth(state)).toBeLessThan(130);
  });
});

describe("uploaded image size", () => {
  it("scales an image wider than 720 px to 720 when no size is given", () => {
    expect(imageSizeFor({}, { width: 1000, height: 500 })).toEqual({ width: 720, height: 360 });
    expect(imageSizeFor({}, { width: 720, height: 500 })).toEqual({ width: null, height: null });
    expect(imageSizeFor({ width: 900, height: 300 }, { width: 1800, height: 600 })).toEqual({
      width: 900,
      height: 300,
    });
    expect(imageSizeFor({}, undefined)).toEqual({ width: null, height: null });
  });
});

describe("image alt text", () => {
  const withImage = () =>
    stateWith(
      paragraph.create(null, [
        schema.text("Our truck "),
        schema.nodes.image.create({ src: "/media/news/1/truck.png", alt: "" }),
        schema.text(" at the yard"),
      ]),
    );
  // "Our truck " is 10 characters after the paragraph's start (1): the image is at 11.
  const imagePos = 11;

  it("finds the image that is selected or beside the cursor, and nothing elsewhere", () => {
    const state = withImage();
    const at = (selection: TextSelection | NodeSelection) =>
      imageAt(state.apply(state.tr.setSelection(selection)));
    expect(at(NodeSelection.create(state.doc, imagePos))).toEqual({ pos: imagePos, alt: "" });
    expect(at(TextSelection.create(state.doc, imagePos))).toEqual({ pos: imagePos, alt: "" });
    expect(at(TextSelection.create(state.doc, imagePos + 1))).toEqual({ pos: imagePos, alt: "" });
    expect(at(TextSelection.create(state.doc, 3))).toBeUndefined();
  });

  it("sets the alt text, tidied, and undefined outside an image is refused", () => {
    let state = withImage();
    state = state.apply(state.tr.setSelection(NodeSelection.create(state.doc, imagePos)));
    const { done, state: next } = run(state, setImageAlt("  Red truck <b>at</b>\n the Dallas yard "));
    expect(done).toBe(true);
    expect(next.doc.nodeAt(imagePos)?.attrs.alt).toBe("Red truck bat/b the Dallas yard");
    const away = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 3)));
    expect(run(away, setImageAlt("x")).done).toBe(false);
  });
});

describe("column width by keyboard", () => {
  const { table, table_row, table_cell } = schema.nodes;
  const tableState = (widths: (number | null)[]) =>
    stateWith(
      table.create(
        null,
        [0, 1].map(() =>
          table_row.create(
            null,
            widths.map((width) =>
              table_cell.create(
                width ? { colwidth: [width] } : null,
                paragraph.create(null, schema.text("x")),
              ),
            ),
          ),
        ),
      ),
    );
  const widthsOf = (state: EditorState) => {
    const rows: (number[] | null)[][] = [];
    state.doc.firstChild?.forEach((row) => {
      const cells: (number[] | null)[] = [];
      row.forEach((cell) => {
        cells.push(cell.attrs.colwidth);
      });
      rows.push(cells);
    });
    return rows;
  };

  it("widens and narrows the cursor's column in every row, never below 25 px", () => {
    let state = tableState([60, 100]);
    // The cursor in the first row's first cell: table 0, row 1, cell 2, paragraph 3, text 4.
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 4)));
    state = run(state, resizeColumn(1)).state;
    expect(widthsOf(state)).toEqual([
      [[60 + columnWidthStepPx], [100]],
      [[60 + columnWidthStepPx], [100]],
    ]);
    for (let i = 0; i < 5; i++) state = run(state, resizeColumn(-1)).state;
    expect(widthsOf(state)[1]?.[0]).toEqual([editorTableColumnMinWidthPx]);
    expect(run(state, resizeColumn(-1)).done).toBe(false);
  });

  it("is refused outside a table", () => {
    const state = stateWith(paragraph.create(null, schema.text("a")));
    expect(run(state, resizeColumn(1)).done).toBe(false);
  });
});
