import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const track = style({ height: "0.75rem", borderRadius: vars.radius.sm });
export const fill = style({
  background: vars.color.success,
  selectors: {
    '[data-level="warning"] &': { background: vars.color.warning },
    '[data-level="error"] &': { background: vars.color.error },
  },
});
