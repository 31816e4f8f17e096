import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: "12rem",
  maxWidth: "24rem",
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: "none",
});
export const dialog = style({ padding: vars.space.md, outline: "none" });
export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
