import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const tooltip = style({
  zIndex: vars.zIndex.popover,
  maxWidth: "16rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.sm,
});
