import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.ts";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: "50%",
  background: vars.color.brandSubtle,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  border: `1px solid ${vars.color.border}`,
  userSelect: "none",
});
export const avatar = styleVariants({
  small: [base, { width: "2rem", height: "2rem", fontSize: vars.fontSize.xs }],
  medium: [base, { width: "2.5rem", height: "2.5rem", fontSize: vars.fontSize.sm }],
  large: [base, { width: "4rem", height: "4rem", fontSize: vars.fontSize.lg }],
});
export const image = style({ width: "100%", height: "100%", objectFit: "cover" });
