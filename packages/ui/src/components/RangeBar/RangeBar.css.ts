import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

// The one layout of ProgressBar and Meter: label and value text on a line, the bar under them.
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
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});
export const fill = style({ height: "100%" });
