import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const track = style({ height: "0.5rem", borderRadius: vars.radius.pill });
export const fill = style({
  background: vars.color.brand,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    '[data-tone="success"] &': { background: vars.color.success },
    '[data-tone="error"] &': { background: vars.color.error },
  },
});
