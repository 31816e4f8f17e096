import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontVariantNumeric: "tabular-nums",
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  selectors: { '&[data-ending="true"]': { color: vars.color.error } },
});
export const label = style({ fontFamily: vars.font.body, fontWeight: vars.fontWeight.regular });
