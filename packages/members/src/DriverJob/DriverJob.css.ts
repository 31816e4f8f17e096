import { vars } from "@haulboard/ui";
import { style } from "@vanilla-extract/css";

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  minInlineSize: 0,
});
export const logo = style({
  inlineSize: "3.5rem",
  blockSize: "3.5rem",
  objectFit: "contain",
  borderRadius: vars.radius.sm,
});
export const titleBlock = style({ display: "grid", gap: vars.space.xs, minInlineSize: 0, flex: "1 1 14rem" });
export const jobTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
});
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  gap: vars.space.sm,
  margin: 0,
});
export const fact = style({ display: "grid", gap: vars.space.xxs, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0, overflowWrap: "anywhere" });
export const video = style({ inlineSize: "100%", maxInlineSize: "40rem", borderRadius: vars.radius.md });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
