import { style } from "@vanilla-extract/css";
import { vars } from "../theme/contract.css.ts";

export const page = style({ padding: vars.space.xl, background: vars.color.surface, color: vars.color.text });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
});
export const item = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const chip = style({
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});
