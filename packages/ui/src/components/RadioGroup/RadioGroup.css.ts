import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";
import { choice } from "../Checkbox/Checkbox.css.ts";

export const circle = style({
  flexShrink: 0,
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.125rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${choice}[data-selected] &`]: { borderColor: vars.color.brand, borderWidth: "6px" },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${choice}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.surfaceSunken },
  },
});
