import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.text,
});
export const icon = style({
  display: "inline-flex",
  padding: vars.space.md,
  borderRadius: "50%",
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xxl,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const description = style({ margin: 0, color: vars.color.textMuted, maxWidth: "32rem" });
export const action = style({ marginTop: vars.space.sm });
