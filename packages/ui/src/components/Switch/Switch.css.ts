import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { choice } from "../Checkbox/Checkbox.css.ts";

export const track = style({
  flexShrink: 0,
  position: "relative",
  width: "2.5rem",
  height: "1.5rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    [`${choice}[data-disabled] &`]: { borderColor: vars.color.border, opacity: 0.6 },
  },
});

export const thumb = style({
  position: "absolute",
  top: "2px",
  left: "2px",
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    [`${choice}[data-selected] &`]: { transform: "translateX(1rem)", background: vars.color.onBrand },
  },
});
