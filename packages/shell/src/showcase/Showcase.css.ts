import { mediaQuery, vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  maxInlineSize: "72rem",
  marginInline: "auto",
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.lg,
  minInlineSize: 0,
  "@media": { [mediaQuery.tablet]: { gridTemplateColumns: "14rem minmax(0, 1fr)" } },
});

export const demoList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [mediaQuery.tablet]: { flexDirection: "column" } },
});

export const main = style({ minInlineSize: 0 });

export const iconGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(7.5rem, 1fr))",
});

export const iconCell = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
  textAlign: "center",
});

export const sample = style({ margin: 0, color: vars.color.text, overflowWrap: "anywhere" });

export const tile = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const todoDone = style({ textDecoration: "line-through", color: vars.color.textMuted });

export const code = style({ fontFamily: "monospace", overflowWrap: "anywhere" });
