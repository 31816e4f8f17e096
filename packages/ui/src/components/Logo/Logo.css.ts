import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

export const frame = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  overflow: "hidden",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const image = style({ maxWidth: "100%", maxHeight: "100%", objectFit: "contain" });
