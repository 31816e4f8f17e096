import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const base = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  minWidth: 0,
});

export const card = styleVariants({
  outlined: [base, { border: `1px solid ${vars.color.border}` }],
  raised: [base, { border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.md }],
  sunken: [base, { background: vars.color.surfaceSunken, border: `1px solid ${vars.color.border}` }],
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  flexWrap: "wrap",
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const footer = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  flexWrap: "wrap",
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
