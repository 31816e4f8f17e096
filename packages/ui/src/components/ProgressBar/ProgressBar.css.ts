import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.xs,
  width: "100%",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });
export const track = style({
  gridColumn: "1 / -1",
  height: "0.5rem",
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});
export const fill = style({
  height: "100%",
  background: vars.color.brand,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    '[data-tone="success"] &': { background: vars.color.success },
    '[data-tone="error"] &': { background: vars.color.error },
  },
});
