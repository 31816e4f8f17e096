import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const sections = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: "none",
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

// One column no wider than the page: a wide grid (the employees table) scrolls inside its own box.
export const section = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: "grid", gap: vars.space.xxs, minInlineSize: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" });

export const previews = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space.lg,
});

export const preview = style({ display: "grid", gap: vars.space.xs, justifyItems: "start" });

export const previewCanvas = style({
  display: "block",
  maxInlineSize: "100%",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
