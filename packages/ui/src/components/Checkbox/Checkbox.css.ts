import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

/** The clickable row: a box (or circle, or track) and its label. Shared by Checkbox, Radio and Switch. */
export const choice = style({
  display: "inline-flex",
  // Top, not the baseline: the box's baseline moves when its check mark appears (an empty box has none of
  // its own), and on the baseline the line, a grid's header row with it, grew or shrank by 2 px.
  verticalAlign: "top",
  alignItems: "flex-start",
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: "pointer",
  selectors: { "&[data-disabled]": { color: vars.color.textDisabled, cursor: "not-allowed" } },
});

export const box = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.125rem",
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: vars.color.brand },
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${choice}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${choice}[data-disabled] &`]: { borderColor: vars.color.border, background: vars.color.surfaceSunken },
    [`${choice}[data-disabled][data-selected] &`]: { color: vars.color.textDisabled },
  },
});

export const description = style({
  display: "block",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
