import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const nav = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });
export const list = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});
export const gap = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted });
export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
