import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

// The column filters sit on a grid of equal cells that fold to one column on phones: each cell is the
// column's name over its operator and its text, so the bar never wraps unevenly (issue 13).
export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 17rem), 1fr))",
  gap: vars.space.md,
  alignItems: "end",
});
export const filter = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.xs,
  alignItems: "center",
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
});
// Floated, a legend is laid out as a grid item (a rendered legend is not): it spans the cell's row.
export const filterLegend = style({
  float: "left",
  gridColumn: "1 / -1",
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

const control = style({
  font: "inherit",
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: "2.25rem",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const filterSelect = control;
export const filterInput = style([control, { width: "100%", minWidth: 0 }]);

export const scroller = style({
  position: "relative",
  overflow: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  // Rows focused by the keyboard stay below the sticky header.
  scrollPaddingTop: "3rem",
});

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: -2,
} as const;

export const headerCell = style({
  position: "sticky",
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: "start",
  fontWeight: vars.fontWeight.bold,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: "nowrap",
  outline: "none",
  selectors: {
    "&[data-allows-sorting]": { cursor: "pointer" },
    "&[data-focus-visible]": focusRing,
  },
});
export const headerCellEnd = style([headerCell, { textAlign: "end" }]);

export const columnTitle = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const sortIcon = style({
  display: "inline-flex",
  color: vars.color.textMuted,
  selectors: { "&[data-sorted]": { color: vars.color.brand } },
});

export const body = style({
  selectors: { "&[data-busy]": { opacity: 0.55 } },
});
// The empty, loading and error states: React Aria renders them as one cell over all columns.
globalStyle(`${body}[data-empty] td, ${body}[data-empty] [role=gridcell]`, {
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: "center",
});

export const row = style({
  outline: "none",
  selectors: {
    "&[data-selected]": { background: vars.color.brandSubtle },
    "&[data-hovered]": { background: vars.color.surfaceSunken },
    "&[data-focus-visible]": focusRing,
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  outline: "none",
  selectors: { "&[data-focus-visible]": focusRing },
});
export const cellEnd = style([cell, { textAlign: "end" }]);
export const nowrap = style({ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" });

export const actions = style({ display: "inline-flex", gap: vars.space.xs, justifyContent: "flex-end" });

export const expandButton = style({
  all: "unset",
  display: "inline-flex",
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  color: vars.color.text,
  selectors: {
    "&:hover": { background: vars.color.brandSubtle },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const detailRow = style({ outline: "none", selectors: { "&[data-focus-visible]": focusRing } });
export const detailCell = style({
  padding: vars.space.lg,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: "none",
  selectors: { "&[data-focus-visible]": focusRing },
});

export const detailContent = style({
  outline: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const emptyText = style({ color: vars.color.textMuted });
export const errorText = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.error,
  fontWeight: vars.fontWeight.medium,
});

export const busyOverlay = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  pointerEvents: "none",
});

/** Virtualised: the grid itself scrolls (React Aria's Virtualizer keeps the header in view). */
export const virtualFrame = style({
  position: "relative",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const virtualTable = style({
  display: "block",
  overflow: "auto",
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  scrollPaddingTop: 44,
});

export const footer = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});
export const pageSize = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** While the grid's code loads (the first grid a visit shows). */
export const pending = style({ display: "flex", justifyContent: "center", padding: vars.space.xxl });

// A grid wider than its container scrolls inside its own container (the page never scrolls sideways); its
// first column stays pinned at the start so each row stays identifiable while the other columns scroll.
const firstCells = `${table} > thead > tr > :first-child, ${table} > tbody > tr > :first-child`;
globalStyle(firstCells, {
  position: "sticky",
  insetInlineStart: 0,
  background: vars.color.surfaceRaised,
});
globalStyle(`${table} > thead > tr > :first-child`, {
  zIndex: `calc(${vars.zIndex.sticky} + 1)`,
  background: vars.color.surfaceSunken,
});
globalStyle(`${row}[data-hovered] > :first-child`, { background: vars.color.surfaceSunken });
globalStyle(`${row}[data-selected] > :first-child`, { background: vars.color.brandSubtle });
