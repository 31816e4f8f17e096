import { vars } from "@haulboard/ui";
import { globalStyle, style } from "@vanilla-extract/css";

export const frame = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
});

export const frameInvalid = style({ borderColor: vars.color.error });

/** The skeleton of the toolbar while the editor's code loads (RichTextField). */
export const toolbarSkeleton = style({
  height: "2.75rem",
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
});

export const contentSkeleton = style({ padding: vars.space.md, minHeight: "12rem" });

export const label = style({
  display: "block",
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xs,
  color: vars.color.text,
});

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
});

export const requiredMark = style({ color: vars.color.error, marginInlineStart: vars.space.xxs });

export const description = style({
  margin: `${vars.space.xs} 0 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: `${vars.space.xs} 0 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.error,
});

export const separator = style({
  width: "1px",
  alignSelf: "stretch",
  background: vars.color.border,
  margin: `0 ${vars.space.xxs}`,
});

export const tool = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  minWidth: "2rem",
  height: "2rem",
  padding: `0 ${vars.space.xs}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceSunken },
    "&[data-pressed]": { background: vars.color.surfaceSunken },
    "&[data-selected]": { background: vars.color.brandSubtle, borderColor: vars.color.brand },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
    "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" },
  },
});

export const toolGlyph = style({ fontWeight: vars.fontWeight.bold, minWidth: "1ch" });

export const content = style({
  padding: vars.space.md,
  minHeight: "12rem",
  outline: "none",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.errorSurface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  // Kept in the accessibility tree while empty, so that a message put into it is announced.
  selectors: { "&:empty": { padding: 0, borderTop: 0 } },
});

export const confirmation = style([
  notice,
  { background: vars.color.successSurface, selectors: { "&:empty": { padding: 0, borderTop: 0 } } },
]);

// ProseMirror's own required rules (prosemirror-view/style/prosemirror.css), written here so the
// editor needs no stylesheet import.
globalStyle(`${content}.ProseMirror`, {
  position: "relative",
  wordWrap: "break-word",
  whiteSpace: "pre-wrap",
  fontVariantLigatures: "none",
  fontFeatureSettings: '"liga" 0',
});
globalStyle(`${content} .ProseMirror-hideselection *::selection`, { background: "transparent" });
globalStyle(`${content}.ProseMirror-hideselection`, { caretColor: "transparent" });
globalStyle(`${content} .ProseMirror-selectednode`, { outline: `2px solid ${vars.color.focus}` });
globalStyle(`${content} .ProseMirror-gapcursor`, {
  display: "none",
  pointerEvents: "none",
  position: "absolute",
});
globalStyle(`${content}.ProseMirror-focused .ProseMirror-gapcursor`, { display: "block" });
globalStyle(`${content} .ProseMirror-gapcursor:after`, {
  content: '""',
  display: "block",
  position: "absolute",
  top: "-2px",
  width: "20px",
  borderTop: `1px solid ${vars.color.text}`,
});
// Long documents (50 pages, tables, images): blocks out of view skip layout and paint while typing.
// Printing renders everything.
globalStyle(`${content}.ProseMirror > *`, {
  contentVisibility: "auto",
  containIntrinsicSize: "auto 1.5em",
  "@media": { print: { contentVisibility: "visible" } },
});
// prosemirror-tables: the wrapper scrolls wide tables; the handle shows where a column resizes.
globalStyle(`${content} .tableWrapper`, { overflowX: "auto" });
globalStyle(`${content} .column-resize-handle`, {
  position: "absolute",
  right: "-2px",
  top: 0,
  bottom: "-2px",
  width: "5px",
  zIndex: 1,
  background: vars.color.focus,
  pointerEvents: "none",
});
globalStyle(`${content}.resize-cursor`, { cursor: "col-resize" });
globalStyle(`${content} .selectedCell:after`, {
  content: '""',
  position: "absolute",
  inset: 0,
  background: vars.color.brandSubtle,
  opacity: 0.6,
  pointerEvents: "none",
});
globalStyle(`${content} .hb-image-placeholder`, {
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** What a read-only view shows for stored rich text with nothing in it. */
export const emptyContent = style({
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.textMuted,
});
