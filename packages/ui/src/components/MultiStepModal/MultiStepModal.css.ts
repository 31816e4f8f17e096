import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const progress = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
