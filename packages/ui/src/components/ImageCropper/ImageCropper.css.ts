import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxWidth: "28rem",
});
export const stage = style({
  position: "relative",
  overflow: "hidden",
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  touchAction: "none",
});
export const image = style({ display: "block", width: "100%", height: "auto", userSelect: "none" });
export const box = style({
  position: "absolute",
  border: `2px solid ${vars.color.focus}`,
  boxShadow: `0 0 0 9999px ${vars.color.overlay}`,
  cursor: "move",
});
export const slider = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.xs,
  color: vars.color.text,
});
export const output = style({ fontVariantNumeric: "tabular-nums", color: vars.color.textMuted });
export const track = style({
  gridColumn: "1 / -1",
  position: "relative",
  height: "1.5rem",
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      top: "50%",
      left: 0,
      right: 0,
      height: 4,
      transform: "translateY(-50%)",
      background: vars.color.borderStrong,
      borderRadius: vars.radius.pill,
    },
  },
});
export const thumb = style({
  top: "50%",
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: "50%",
  background: vars.color.brand,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&[data-dragging]": { background: vars.color.brandPressed },
  },
});
