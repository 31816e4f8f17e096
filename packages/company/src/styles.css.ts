import { vars } from "@haulboard/ui";
import { globalStyle, style } from "@vanilla-extract/css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxInlineSize: "72rem",
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  "@media": { "screen and (max-width: 600px)": { padding: vars.space.md } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const subtitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, overflowWrap: "anywhere" });
export const muted = style([text, { color: vars.color.textMuted }]);

export const steps = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
});

export const step = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-state="done"]': { color: vars.color.text, borderColor: vars.color.borderStrong },
  },
});

globalStyle(`${step} a`, { color: "inherit" });

export const form = style({ display: "grid", gap: vars.space.md, minInlineSize: 0 });

export const grid2 = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
  alignItems: "start",
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const split = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 1024px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const listItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const map = style({
  display: "block",
  inlineSize: "100%",
  blockSize: "auto",
  maxInlineSize: "40rem",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const land = style({
  fill: vars.color.brandSubtle,
  stroke: vars.color.borderStrong,
  strokeWidth: 0.6,
});
export const pin = style({ fill: vars.color.critical, stroke: vars.color.surface, strokeWidth: 1.5 });

export const totals = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${totals} dt`, { color: vars.color.textMuted });
globalStyle(`${totals} dd`, { margin: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" });

/** The trial's test cards: the number whole on one line, what it does beside it (wrapping if it must). */
export const testCards = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${testCards} dt`, {
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
});
globalStyle(`${testCards} dd`, { margin: 0, textAlign: "end" });

export const total = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const preview = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
  overflowWrap: "anywhere",
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const description = style({ minInlineSize: 0, overflowX: "auto" });

/** A wrapper that takes no box (a dt/dd pair in a dl). */
export const contents = style({ display: "contents" });

// The description editor's place while it loads (Content/RichTextField.tsx): the field's label and gap.
export const fieldPlaceholder = style({ display: "grid", gap: vars.space.xs });
export const placeholderLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});
/** The description editor's place while its field loads: the editor's toolbar and content height. */
export const editorPlaceholder = style({
  display: "block",
  blockSize: "15.5rem",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

// Posted Jobs (issue 17): the search box grows, the filter and sort panels wrap their fields.
/** A wrapping row of a list's search box and buttons, aligned on their bottoms. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
});

export const searchBox = style({ flex: "1 1 16rem", minInlineSize: 0, maxInlineSize: "32rem" });
export const panel = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });
export const panelFields = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  alignItems: "start",
});

// Job detail (issue 17): the facts grid and the statistics chart.
export const detailFacts = style({
  display: "grid",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  margin: 0,
});
export const fact = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, overflowWrap: "anywhere" });
export const chart = style({ display: "grid", gap: vars.space.sm, minInlineSize: 0 });
/** The chart's frame: the value axis at the start, the bars, the days under them. */
export const chartFrame = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  columnGap: vars.space.xs,
  minInlineSize: 0,
});
export const chartAxisY = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  alignItems: "end",
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
});
export const chartSvg = style({
  inlineSize: "100%",
  blockSize: "10rem",
  display: "block",
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  borderInlineStart: `1px solid ${vars.color.borderStrong}`,
});
export const chartAxisX = style({
  gridColumn: 2,
  display: "grid",
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: "center",
  whiteSpace: "nowrap",
});
export const legendList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const barViews = style({ fill: vars.color.brand });
export const barApplications = style({ fill: vars.color.statusPosted });
// Three hues apart (blue, green, amber), so no two series share a colour; the table has every number.
export const barClicks = style({ fill: vars.color.warning });
export const statsTable = style({ borderCollapse: "collapse", minInlineSize: "100%" });
globalStyle(`${statsTable} th, ${statsTable} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  textAlign: "end",
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const video = style({ inlineSize: "100%", maxInlineSize: "40rem", borderRadius: vars.radius.md });

/** A titled block of the payment step (the order summary, the trial's test cards). */
export const paymentBlock = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
  overflowWrap: "anywhere",
});
export const paymentBlockTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
/** Posted Jobs' pinned first cell: the title and its facts, the actions menu at the end. */
export const jobCell = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const jobCellText = style({ display: "grid", gap: vars.space.xxs, flex: 1, minInlineSize: 0 });
export const jobCellMeta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});
/** A job's tags: the add field and its button on one line (the button at the field's foot). */
export const tagAdd = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const tagAddField = style({ flex: "1 1 12rem", minInlineSize: 0, maxInlineSize: "24rem" });
export const tagUndo = style([
  text,
  { display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, margin: 0 },
]);
/** Posted Jobs' Tags cell: the chips (read-only) and the button that edits them. */
export const tagCell = style({
  display: "grid",
  gap: vars.space.xs,
  justifyItems: "start",
  minInlineSize: 0,
});
export const tagChips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const tagChip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "1.5rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: "nowrap",
});
/** Lines the Add button up with the field's input (below its label). */
export const tagAddButton = style({
  paddingBlockStart: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space.xs})`,
});
